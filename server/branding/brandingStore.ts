import { createHash } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Generated, Kysely, Migration, Selectable } from 'kysely';
import { type Branding, type BrandingImageKind, EMPTY_BRANDING } from '../../src/contract/branding';
import type { Database } from '../db/schema';
import { type BrandingImageType, IMAGE_EXTENSIONS } from './brandingImages';

/*
 * One row of branding per enterprise (migration 0025) and its images as real files under
 * DATA_DIR/branding, each named by its enterprise, kind and content hash: the URL changes with the picture,
 * so it is served as immutable and no browser keeps an old logo.
 */

interface EnterpriseBrandingTable {
  enterprise_id: string;
  title_zh: Generated<string>;
  title_en: Generated<string>;
  primary_color: Generated<string>;
  logo_file: Generated<string | null>;
  background_file: Generated<string | null>;
  updated_at: number;
}

interface BrandingDatabase extends Database {
  enterprise_branding: EnterpriseBrandingTable;
}

function brandingDb(db: Kysely<Database>): Kysely<BrandingDatabase> {
  return db as unknown as Kysely<BrandingDatabase>;
}

// Kysely's migration signature takes an untyped Kysely because the schema changes over time.
type AnyDb = Kysely<unknown>;

/** 0025: an enterprise's console title, colour, logo and sign-in background. */
export const enterpriseBrandingMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('enterprise_branding')
      .addColumn('enterprise_id', 'text', (c) =>
        c.primaryKey().references('enterprises.id').onDelete('cascade'),
      )
      .addColumn('title_zh', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('primary_color', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('logo_file', 'text')
      .addColumn('background_file', 'text')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};

const BRANDING_URL_PREFIX = '/api/branding/';
/** `<enterprise id>-<kind>-<16 hex of sha-256>.<ext>`: the only names the file route serves. */
export const BRANDING_FILE_NAME = /^[A-Za-z0-9_-]{1,64}-(logo|background)-[0-9a-f]{16}\.(png|jpg|webp|svg)$/;

export function brandingDir(dataDir: string): string {
  return path.join(dataDir, 'branding');
}

function toBranding(row: Selectable<EnterpriseBrandingTable> | undefined): Branding {
  if (!row) return { ...EMPTY_BRANDING };
  return {
    titleZh: row.title_zh,
    titleEn: row.title_en,
    primaryColor: row.primary_color,
    logoUrl: row.logo_file ? BRANDING_URL_PREFIX + row.logo_file : null,
    backgroundUrl: row.background_file ? BRANDING_URL_PREFIX + row.background_file : null,
  };
}

export async function brandingOf(db: Kysely<Database>, enterpriseId: string): Promise<Branding> {
  const row = await brandingDb(db)
    .selectFrom('enterprise_branding')
    .selectAll()
    .where('enterprise_id', '=', enterpriseId)
    .executeTakeFirst();
  return toBranding(row);
}

async function ensureRow(db: Kysely<Database>, enterpriseId: string, now: number): Promise<void> {
  await brandingDb(db)
    .insertInto('enterprise_branding')
    .values({ enterprise_id: enterpriseId, updated_at: now })
    .onConflict((conflict) => conflict.column('enterprise_id').doNothing())
    .execute();
}

export async function saveBrandingText(
  db: Kysely<Database>,
  enterpriseId: string,
  values: { titleZh: string; titleEn: string; primaryColor: string },
  now: number,
): Promise<void> {
  await ensureRow(db, enterpriseId, now);
  await brandingDb(db)
    .updateTable('enterprise_branding')
    .set({
      title_zh: values.titleZh,
      title_en: values.titleEn,
      primary_color: values.primaryColor.toLowerCase(),
      updated_at: now,
    })
    .where('enterprise_id', '=', enterpriseId)
    .execute();
}

const COLUMN: Record<BrandingImageKind, 'logo_file' | 'background_file'> = {
  logo: 'logo_file',
  background: 'background_file',
};

async function currentFile(db: Kysely<Database>, enterpriseId: string, kind: BrandingImageKind) {
  const row = await brandingDb(db)
    .selectFrom('enterprise_branding')
    .select(COLUMN[kind])
    .where('enterprise_id', '=', enterpriseId)
    .executeTakeFirst();
  return row ? (row as Record<string, string | null>)[COLUMN[kind]] : null;
}

/** Writes the image (a temporary file renamed into place), points the row at it and removes the old one. */
export async function saveBrandingImage(
  db: Kysely<Database>,
  dataDir: string,
  enterpriseId: string,
  kind: BrandingImageKind,
  image: { content: Buffer; type: BrandingImageType },
  now: number,
): Promise<string> {
  const hash = createHash('sha256').update(image.content).digest('hex').slice(0, 16);
  const fileName = `${enterpriseId}-${kind}-${hash}.${IMAGE_EXTENSIONS[image.type]}`;
  const dir = brandingDir(dataDir);
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.${fileName}.${process.pid}.tmp`);
  await writeFile(temporary, image.content);
  await rename(temporary, path.join(dir, fileName));
  const previous = await currentFile(db, enterpriseId, kind);
  await ensureRow(db, enterpriseId, now);
  await brandingDb(db)
    .updateTable('enterprise_branding')
    .set({ [COLUMN[kind]]: fileName, updated_at: now })
    .where('enterprise_id', '=', enterpriseId)
    .execute();
  if (previous && previous !== fileName) await rm(path.join(dir, previous), { force: true });
  return fileName;
}

export async function removeBrandingImage(
  db: Kysely<Database>,
  dataDir: string,
  enterpriseId: string,
  kind: BrandingImageKind,
  now: number,
): Promise<string | null> {
  const previous = await currentFile(db, enterpriseId, kind);
  if (!previous) return null;
  await brandingDb(db)
    .updateTable('enterprise_branding')
    .set({ [COLUMN[kind]]: null, updated_at: now })
    .where('enterprise_id', '=', enterpriseId)
    .execute();
  await rm(path.join(brandingDir(dataDir), previous), { force: true });
  return previous;
}
