import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Kysely } from 'kysely';
import type { VerbOf } from '../../src/contract/audit/operationCodes';
import {
  deleteSwitchOverride,
  listSwitchFiles,
  readSwitchFile,
  readSwitchOverrideVersion,
  rollbackSwitchOverride,
  SIP_ADVANCE_ROUTE,
  type SwitchFile,
  saveSwitchOverride,
  switchOverrideHistory,
} from '../../src/contract/switch/switchFiles';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { type EndpointHandler, type HandlerContext, handle, sessionOf } from '../handlers/handler';
import { recordPlatformChange } from '../handlers/platformAudit';
import { refused } from '../http/errors';
import { dynamic } from '../resources/declaration';
import { contextRules, dialplanNode } from './dialplanRules';
import {
  CONFIGURATIONS,
  configurationFile,
  configurationNode,
  enterpriseDirectoryFile,
  profileGateways,
  profileNode,
  readSwitch,
  renderXml,
  type SwitchEndpoints,
  varsXml,
} from './freeswitchXml';

/*
 * `<sip-file-tree>`: the files the switch receives, rendered by the same code that answers
 * /freeswitch/xml (so what the administrator reads is what the switch gets), and the administrator's override
 * files: whole `<configuration>` documents, well-formed or refused with the line, versioned, rolled back.
 */

interface OverrideRow {
  name: string;
  content: string;
  version: number;
  updated_at: number;
  updated_by: string;
}

const db_ = (db: Kysely<Database>) => dynamic(db);

/** The override files, by name. */
async function readOverrides(db: Kysely<Database>): Promise<Map<string, OverrideRow>> {
  const rows = (await db_(db)
    .selectFrom('switch_overrides')
    .selectAll()
    .orderBy('name')
    .execute()) as OverrideRow[];
  return new Map(
    rows.map((row) => [
      row.name,
      { ...row, version: Number(row.version), updated_at: Number(row.updated_at) },
    ]),
  );
}

export async function overrideContent(db: Kysely<Database>, name: string): Promise<string | null> {
  const row = (await db_(db)
    .selectFrom('switch_overrides')
    .select('content')
    .where('name', '=', name)
    .executeTakeFirst()) as { content: string } | undefined;
  return row?.content ?? null;
}

/** A tree path for each generated file; the renderer that produces it. */
type Renderer = () => Promise<string>;

async function generatedFiles(
  db: Kysely<Database>,
  endpoints: SwitchEndpoints,
  now: number,
  secretKey: string,
): Promise<Map<string, Renderer>> {
  const snapshot = await readSwitch(db, secretKey);
  const files = new Map<string, Renderer>();
  files.set('vars.xml', async () => varsXml(snapshot));
  for (const name of CONFIGURATIONS) {
    const node = configurationNode(name, snapshot, endpoints);
    if (node) files.set(`autoload_configs/${name}.xml`, async () => configurationFile(node));
  }
  for (const profile of snapshot.profiles) {
    files.set(`sip_profiles/${String(profile.name)}.xml`, async () =>
      renderXml({ include: { profile: profileNode(profile, snapshot) } }),
    );
    for (const gateway of profileGateways(profile, snapshot))
      files.set(`sip_profiles/${String(profile.name)}/${String(gateway['@_name'])}.xml`, async () =>
        renderXml({ include: { gateway } }),
      );
  }
  const enterprises = await db
    .selectFrom('enterprises')
    .select('prefix')
    .where('status', '=', 'active')
    .orderBy('prefix')
    .execute();
  for (const { prefix } of enterprises) {
    files.set(`directory/${prefix}.xml`, () => enterpriseDirectoryFile(db, prefix, endpoints.sipDomain, now));
    files.set(`dialplan/${prefix}.xml`, async () =>
      renderXml({ include: { context: dialplanNode(prefix, await contextRules(db, prefix)) } }),
    );
  }
  files.set('dialplan/public.xml', async () =>
    renderXml({ include: { context: dialplanNode('public', await contextRules(db, 'public')) } }),
  );
  return files;
}

/** Secrets in a file shown to people: the switch gets them, the screen shows they are set. */
function maskSecrets(xml: string): string {
  return xml.replace(
    /(<param name="(?:password|a1-hash|cred|gateway-credentials)" value=")[^"]*(")/g,
    (_match, head: string, tail: string) => `${head}********${tail}`,
  );
}

const overridePath = (name: string) => `overrides/${name}.xml`;

/** The configuration an override replaces, if the server generates it. */
const generatedPathOf = (name: string) => `autoload_configs/${name}.xml`;

/**
 * Saves `content` as the next version of an override, in one transaction: the current text and a history
 * row. `expect` sees the current version (null: no such file) and may refuse the save.
 */
async function saveVersion(
  db: Kysely<Database>,
  name: string,
  content: string,
  username: string,
  now: number,
  expect?: (current: number | null) => void,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = dynamic(trx);
    const current = (await rows
      .selectFrom('switch_overrides')
      .select('version')
      .where('name', '=', name)
      .executeTakeFirst()) as { version: number } | undefined;
    const currentVersion = current ? Number(current.version) : null;
    expect?.(currentVersion);
    const next = (currentVersion ?? 0) + 1;
    const values = { content, version: next, updated_at: now, updated_by: username };
    if (current) await rows.updateTable('switch_overrides').set(values).where('name', '=', name).execute();
    else
      await rows
        .insertInto('switch_overrides')
        .values({ name, ...values })
        .execute();
    await rows
      .insertInto('switch_override_versions')
      .values({ name, version: next, content, saved_at: now, saved_by: username })
      .execute();
    return next;
  });
}

interface WellFormedness {
  ok: boolean;
  line?: number;
  column?: number;
  reason?: string;
}

const rootParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
});

/** Well-formed XML whose root is `<configuration name="<name>">`; else where and why not. */
function checkOverride(name: string, content: string): WellFormedness {
  const result = XMLValidator.validate(content, { allowBooleanAttributes: false });
  if (result !== true)
    return { ok: false, line: result.err.line, column: result.err.col, reason: result.err.msg };
  const tree = rootParser.parse(content) as Record<string, unknown>;
  const roots = Object.keys(tree).filter((key) => key !== '?xml');
  const root = tree.configuration as Record<string, unknown> | undefined;
  if (roots.length !== 1 || !root || typeof root !== 'object' || root['@_name'] !== name)
    return { ok: false, line: 1, column: 1, reason: `root must be <configuration name="${name}">` };
  return { ok: true };
}

const audited = (
  context: HandlerContext<unknown>,
  action: VerbOf<'sipAdvance'>,
  target: string,
  detail: string,
) => recordPlatformChange(context, `${SIP_ADVANCE_ROUTE}:${action}` as const, target, detail);

export function switchFileHandlers(
  endpointsOf: (config: ServerConfig) => SwitchEndpoints,
): EndpointHandler[] {
  const listHandler = handle(listSwitchFiles, async (context) => {
    const generated = await generatedFiles(
      context.db,
      endpointsOf(context.config),
      context.now,
      context.config.gatewaySecretKey,
    );
    const overrides = await readOverrides(context.db);
    const overriddenBy = new Map([...overrides.keys()].map((name) => [generatedPathOf(name), name]));
    const files: SwitchFile[] = [...generated.keys()].map((path) => ({
      path,
      kind: 'generated',
      overrideName: overriddenBy.get(path) ?? null,
      version: null,
      updatedAt: null,
    }));
    for (const row of overrides.values())
      files.push({
        path: overridePath(row.name),
        kind: 'override',
        overrideName: row.name,
        version: row.version,
        updatedAt: row.updated_at,
      });
    return { files };
  });

  const readHandler = handle(readSwitchFile, async (context) => {
    const { path } = context.input;
    const match = /^overrides\/(.+)\.xml$/.exec(path);
    if (match) {
      const row = (await readOverrides(context.db)).get(match[1] ?? '');
      if (!row) throw refused('resources.switchFile.missing', { path });
      return {
        path,
        kind: 'override' as const,
        overrideName: row.name,
        version: row.version,
        updatedAt: row.updated_at,
        content: row.content,
      };
    }
    const render = (
      await generatedFiles(
        context.db,
        endpointsOf(context.config),
        context.now,
        context.config.gatewaySecretKey,
      )
    ).get(path);
    if (!render) throw refused('resources.switchFile.missing', { path });
    return {
      path,
      kind: 'generated' as const,
      overrideName: null,
      version: null,
      updatedAt: null,
      content: maskSecrets(await render()),
    };
  });

  const saveHandler = handle(saveSwitchOverride, async (context) => {
    const session = sessionOf(context);
    const { name, content, baseVersion } = context.input;
    const check = checkOverride(name, content);
    if (!check.ok)
      throw refused('resources.switchFile.notWellFormed', {
        line: check.line ?? 1,
        column: check.column ?? 1,
        reason: check.reason ?? '',
      });
    const version = await saveVersion(context.db, name, content, session.username, context.now, (current) => {
      if (current !== baseVersion)
        throw refused(current === null ? 'resources.switchFile.missing' : 'resources.switchFile.stale', {
          path: overridePath(name),
          version: current ?? 0,
        });
    });
    await audited(context, 'saveOverride', name, JSON.stringify({ version }));
    return { version };
  });

  const historyHandler = handle(switchOverrideHistory, async (context) => {
    const rows = (await dynamic(context.db)
      .selectFrom('switch_override_versions')
      .select(['version', 'saved_at', 'saved_by', 'content'])
      .where('name', '=', context.input.name)
      .orderBy('version', 'desc')
      .limit(200)
      .execute()) as { version: number; saved_at: number; saved_by: string; content: string }[];
    return {
      versions: rows.map((row) => ({
        version: Number(row.version),
        savedAt: Number(row.saved_at),
        savedBy: row.saved_by,
        bytes: Buffer.byteLength(row.content),
      })),
    };
  });

  const versionContent = async (context: HandlerContext<unknown>, name: string, version: number) => {
    const row = (await dynamic(context.db)
      .selectFrom('switch_override_versions')
      .select('content')
      .where('name', '=', name)
      .where('version', '=', version)
      .executeTakeFirst()) as { content: string } | undefined;
    if (!row) throw refused('resources.switchFile.noVersion', { name, version });
    return row.content;
  };

  const versionHandler = handle(readSwitchOverrideVersion, async (context) => ({
    content: await versionContent(context, context.input.name, context.input.version),
  }));

  const rollbackHandler = handle(rollbackSwitchOverride, async (context) => {
    const session = sessionOf(context);
    const { name, version } = context.input;
    const content = await versionContent(context, name, version);
    const next = await saveVersion(context.db, name, content, session.username, context.now);
    await audited(context, 'rollback', name, JSON.stringify({ from: version, version: next }));
    return { version: next };
  });

  const deleteHandler = handle(deleteSwitchOverride, async (context) => {
    const { name } = context.input;
    const deleted = await context.db.transaction().execute(async (trx) => {
      const rows = dynamic(trx);
      const result = await rows.deleteFrom('switch_overrides').where('name', '=', name).executeTakeFirst();
      await rows.deleteFrom('switch_override_versions').where('name', '=', name).execute();
      return Number(result.numDeletedRows);
    });
    if (!deleted) throw refused('resources.switchFile.missing', { path: overridePath(name) });
    await audited(context, 'deleteOverride', name, '');
    return { deleted };
  });

  return [
    listHandler,
    readHandler,
    saveHandler,
    historyHandler,
    versionHandler,
    rollbackHandler,
    deleteHandler,
  ];
}
