import { z } from 'zod';
import type { EndpointDef } from '../endpoint';
import { platformEndpoints } from '../operations/platformEndpoint';

/*
 * `<sip-file-tree>` (`sipAdvance`, ADMIN): the configuration files the server renders for the switch
 * (read-only, from the database) and the administrator's own override files. An override is a whole
 * `<configuration name="x.conf">` document; when the switch asks for x.conf it gets the override instead of
 * the generated file (or in addition to what the server generates, for a module it does not know). Every save
 * is a version; any version can be rolled back to (as a new version).
 */

export const SIP_ADVANCE_ROUTE = 'sipAdvance';
const endpoint = platformEndpoints(SIP_ADVANCE_ROUTE, 'resources.switchFile.fields');

const SWITCH_FILE_KINDS = ['generated', 'override'] as const;

/** An override's name: the configuration it replaces or adds, as mod_xml_curl asks for it (`verto.conf`). */
export const overrideNameSchema = z
  .string()
  .trim()
  .min(1, 'validation.fieldRequired')
  .max(64, 'validation.fieldTooLong')
  .regex(/^[a-z][a-z0-9_-]*\.conf$/, 'validation.overrideName');

/** Largest override document. */
const OVERRIDE_MAX_BYTES = 256 * 1024;

const switchFileSchema = z.object({
  /** Where the file sits in the tree: `autoload_configs/sofia.conf.xml`, `sip_profiles/internal.xml`, … */
  path: z.string(),
  kind: z.enum(SWITCH_FILE_KINDS),
  /** For an override: the configuration name; for a generated file replaced by one, that override's name. */
  overrideName: z.string().nullable(),
  version: z.number().int().nullable(),
  updatedAt: z.number().int().nullable(),
});
export type SwitchFile = z.infer<typeof switchFileSchema>;

export const listSwitchFiles = endpoint('files', 'search', {
  request: z.object({}),
  response: z.object({ files: z.array(switchFileSchema) }),
  summary: 'The tree of configuration files: generated from the database, and the override files.',
});

export const readSwitchFile = endpoint('file', 'search', {
  request: z.object({
    path: z.string().trim().min(1, 'validation.fieldRequired').max(200, 'validation.fieldTooLong'),
  }),
  response: switchFileSchema.extend({ content: z.string() }),
  summary: 'One file of the tree as the switch receives it (secrets of the directory masked).',
});

export const saveSwitchOverride = endpoint('saveOverride', 'edit', {
  request: z.object({
    name: overrideNameSchema,
    content: z.string().max(OVERRIDE_MAX_BYTES, 'validation.fieldTooLong'),
    /** The version the edit started from (null for a new file); a save over a newer version is refused. */
    baseVersion: z.number().int().nullable(),
  }),
  response: z.object({ version: z.number().int() }),
  summary: 'Save an override file as a new version; refused with the line when the XML is not well formed.',
});

export const switchOverrideHistory = endpoint('history', 'search', {
  request: z.object({ name: overrideNameSchema }),
  response: z.object({
    versions: z.array(
      z.object({
        version: z.number().int(),
        savedAt: z.number().int(),
        savedBy: z.string(),
        bytes: z.number().int(),
      }),
    ),
  }),
  summary: 'The saved versions of an override file, newest first.',
});

/** A saved version's number: a positive 32-bit integer, as the database keeps it (PostgreSQL's integer). */
const overrideVersionSchema = z
  .number()
  .int()
  .min(1, 'validation.fieldMin')
  .max(2_147_483_647, 'validation.fieldMax');

export const readSwitchOverrideVersion = endpoint('version', 'search', {
  request: z.object({ name: overrideNameSchema, version: overrideVersionSchema }),
  response: z.object({ content: z.string() }),
  summary: 'The content of one saved version of an override file.',
});

export const rollbackSwitchOverride = endpoint('rollback', 'edit', {
  request: z.object({ name: overrideNameSchema, version: overrideVersionSchema }),
  response: z.object({ version: z.number().int() }),
  summary: 'Make an earlier version of an override file current again (saved as a new version).',
});

export const deleteSwitchOverride = endpoint('deleteOverride', 'delete', {
  request: z.object({ name: overrideNameSchema }),
  response: z.object({ deleted: z.number().int() }),
  summary: 'Delete an override file and its history; the switch gets the generated file again.',
});

export const SWITCH_FILE_ENDPOINTS: readonly EndpointDef[] = [
  listSwitchFiles,
  readSwitchFile,
  saveSwitchOverride,
  switchOverrideHistory,
  readSwitchOverrideVersion,
  rollbackSwitchOverride,
  deleteSwitchOverride,
];
