import type { Kysely, Migration } from 'kysely';
import { isOrigin } from '../../src/contract/portalOrigins';
import type { Database } from '../db/schema';

/*
 * Which web origins may call the API and use its tokens. The platform's own portals come from the
 * environment (ALLOWED_ORIGINS, allowed for every account); each enterprise registers the origins of its
 * partner portals (allowed for its own accounts only). The console served by this server is same-origin and
 * needs neither.
 */

/** `https://portal.example.com` or `http://127.0.0.1:3310`: scheme, host and port only. */
function normalizeOrigin(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return undefined;
    // No wildcard or odd host: the same rule as an enterprise's registered origins.
    return isOrigin(url.origin) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** ALLOWED_ORIGINS: a comma- or space-separated list; a malformed entry stops the start with its name. */
export function parseAllowedOrigins(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const origin = normalizeOrigin(entry);
      if (!origin || origin !== entry.replace(/\/$/, ''))
        throw new Error(`ALLOWED_ORIGINS: "${entry}" is not an origin`);
      return origin;
    });
}

/**
 * The origin a request came from when it is not the server's own (the Origin header against the host: the
 * Host header, or a trusted proxy's X-Forwarded-Host as Fastify's `request.host` reads it); undefined
 * for same-origin calls and for clients that send no Origin (server to server, `<audio>` without CORS).
 * `protocol`: the scheme a trusted proxy says the page used (X-Forwarded-Proto); only that one then matches.
 * `consolePort`: the WebSocket listens on a port of its own, so for it the console's page is the same host
 * on the HTTP port; behind a trusted proxy its X-Forwarded-Host names the public host the page came from.
 */
export function crossOriginOf(
  headers: { origin?: string | string[]; host?: string; protocol?: string },
  consolePort?: number,
): string | undefined {
  const origin = Array.isArray(headers.origin) ? headers.origin[0] : headers.origin;
  if (!origin) return undefined;
  if (origin === 'null' || !headers.host) return origin;
  const schemes = headers.protocol ? [headers.protocol] : ['http', 'https'];
  if (schemes.some((scheme) => origin === `${scheme}://${headers.host}`)) return undefined;
  if (consolePort !== undefined) {
    try {
      const page = new URL(origin);
      const port = Number(page.port || (page.protocol === 'https:' ? 443 : 80));
      if (page.hostname === new URL(`http://${headers.host}`).hostname && port === consolePort)
        return undefined;
    } catch {
      return origin;
    }
  }
  return origin;
}

interface PortalOriginTable {
  enterprise_id: string;
  origin: string;
  created_at: number;
}

interface OriginDatabase extends Database {
  portal_origins: PortalOriginTable;
}

export function originDb(db: Kysely<Database>): Kysely<OriginDatabase> {
  return db as unknown as Kysely<OriginDatabase>;
}

// Kysely's migration signature takes an untyped Kysely because the schema changes over time.
type AnyDb = Kysely<unknown>;

/** 0019: each enterprise's registered partner-portal origins. */
export const portalOriginsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('portal_origins')
      .addColumn('enterprise_id', 'text', (c) => c.notNull().references('enterprises.id').onDelete('cascade'))
      .addColumn('origin', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('portal_origins_pk', ['enterprise_id', 'origin'])
      .execute();
    await db.schema.createIndex('portal_origins_origin_idx').on('portal_origins').column('origin').execute();
  },
};

const CACHE_MS = 10_000;

/**
 * The allowed origins, read from the database at most every 10 s (a cross-origin request asks on every call);
 * a change through the API forgets the cache at once.
 */
export class OriginRegistry {
  private byOrigin: Map<string, Set<string>> | undefined;
  private readAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    readonly platformOrigins: readonly string[],
  ) {}

  forget(): void {
    this.byOrigin = undefined;
  }

  private async enterprisesOf(origin: string): Promise<Set<string>> {
    const now = Date.now();
    if (!this.byOrigin || now - this.readAt > CACHE_MS) {
      const rows = await originDb(this.db)
        .selectFrom('portal_origins')
        .select(['enterprise_id', 'origin'])
        .execute();
      const map = new Map<string, Set<string>>();
      for (const row of rows) {
        const set = map.get(row.origin) ?? new Set<string>();
        set.add(row.enterprise_id);
        map.set(row.origin, set);
      }
      this.byOrigin = map;
      this.readAt = now;
    }
    return this.byOrigin.get(origin) ?? new Set();
  }

  /** Anyone may be served from this origin (CORS headers, element scripts, preflights). */
  async known(origin: string): Promise<boolean> {
    return this.platformOrigins.includes(origin) || (await this.enterprisesOf(origin)).size > 0;
  }

  /**
   * A session of `enterpriseId` (null: a platform account) may use its token from this origin; a partner
   * token only from its key's origins, and those still registered.
   */
  async allowsSession(
    origin: string,
    enterpriseId: string | null,
    partnerOrigins?: readonly string[],
  ): Promise<boolean> {
    if (partnerOrigins && !partnerOrigins.includes(origin)) return false;
    if (this.platformOrigins.includes(origin)) return true;
    return enterpriseId !== null && (await this.enterprisesOf(origin)).has(enterpriseId);
  }
}

const registries = new WeakMap<object, OriginRegistry>();

export function registerOriginRegistry(db: Kysely<Database>, registry: OriginRegistry): void {
  registries.set(db, registry);
}

export function originRegistryOf(db: Kysely<Database>): OriginRegistry | undefined {
  return registries.get(db);
}
