import { z } from 'zod';
import { defineResource, resourceEndpoint } from '../resources/defineResource';
import { idSchema, optionalText, rowMetaShape } from '../resources/fields';
import { switchNameSchema } from './netFields';

/*
 * `<dialplan-list>` (`dialplan`, ADMIN): route management. Each extension of a context has, one a
 * line, its conditions (`<field> <regular expression>`, all must match), its actions (`<application> <data>`,
 * run when they do, `$1`… from the last condition's captures) and anti-actions (run when they do not). They
 * are rendered in order before the context's built-in routes; the route tester evaluates the same list.
 */

const FIELD = /^[A-Za-z_][A-Za-z0-9_-]*$|^\$\{[A-Za-z_][A-Za-z0-9_]*\}$/;
const APPLICATION = /^[a-z_][a-z0-9_]*$/;

export interface DialCondition {
  field: string;
  expression: string;
}
export interface DialAction {
  application: string;
  data: string;
}

/** A dialplan context: `public`, `default`, or an enterprise's number prefix (its extensions' context). */
const dialContextSchema = z
  .string()
  .trim()
  .min(1, 'validation.fieldRequired')
  .max(64, 'validation.fieldTooLong')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'validation.dialContext');

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** `<field> <expression>` per line; answers null when a line is not one (a bad field or regular expression). */
export function parseConditions(text: string): DialCondition[] | null {
  const parsed: DialCondition[] = [];
  for (const line of lines(text)) {
    const space = line.search(/\s/);
    if (space < 0) return null;
    const field = line.slice(0, space);
    const expression = line.slice(space).trim();
    if (!FIELD.test(field) || !expression) return null;
    try {
      new RegExp(expression);
    } catch {
      return null;
    }
    parsed.push({ field, expression });
  }
  return parsed;
}

/** `<application> [data]` per line; null when an application name is not one. */
export function parseActions(text: string): DialAction[] | null {
  const parsed: DialAction[] = [];
  for (const line of lines(text)) {
    const space = line.search(/\s/);
    const application = space < 0 ? line : line.slice(0, space);
    if (!APPLICATION.test(application)) return null;
    parsed.push({ application, data: space < 0 ? '' : line.slice(space).trim() });
  }
  return parsed;
}

const conditionsSchema = z
  .string()
  .max(4000, 'validation.fieldTooLong')
  .refine((text) => lines(text).length > 0, 'validation.fieldRequired')
  .refine((text) => parseConditions(text) !== null, 'validation.dialConditions');
const actionsSchema = (required: boolean) =>
  z
    .string()
    .max(4000, 'validation.fieldTooLong')
    .refine((text) => !required || lines(text).length > 0, 'validation.fieldRequired')
    .refine((text) => parseActions(text) !== null, 'validation.dialActions')
    .refine((text) => !/[<>&"]/.test(text), 'validation.xmlCharacters');

const dialplanSchema = z.object({
  ...rowMetaShape,
  context: dialContextSchema,
  name: switchNameSchema,
  /** Order within the context (lower first); set by adding at the end and by reordering. */
  position: z.number().int(),
  conditions: conditionsSchema,
  actions: actionsSchema(true),
  antiActions: actionsSchema(false),
  /** Go on to the next extension after this one matched (FreeSWITCH's `continue="true"`). */
  continueOnMatch: z.boolean('validation.booleanRequired'),
  enabled: z.boolean('validation.booleanRequired'),
  description: optionalText(255),
});
export type DialplanExtension = z.infer<typeof dialplanSchema>;

/** The fields a route is edited, imported and exported with, in the form's order. */
const DIAL_FIELDS = [
  'context',
  'name',
  'conditions',
  'actions',
  'antiActions',
  'continueOnMatch',
  'enabled',
  'description',
] as const;

export const dialplanResource = defineResource({
  name: 'dialplan',
  routeName: 'dialplan',
  table: 'dialplan_extensions',
  schema: dialplanSchema,
  scope: 'platform',
  readOnly: ['position'],
  defaults: { antiActions: '', continueOnMatch: false, enabled: true, description: '' },
  enterpriseScoped: false,
  naturalKey: 'name',
  searchable: ['context', 'name', 'conditions', 'actions', 'description'],
  sortable: ['context', 'position', 'name', 'enabled', 'updatedAt'],
  defaultSort: { field: 'position', order: 'asc' },
  filters: { context: { op: 'eq', field: 'context' }, enabled: { op: 'eq', field: 'enabled' } },
  unique: [{ fields: ['context', 'name'], message: 'resources.dialplan.nameTaken' }],
  references: {},
  exportColumns: ['position', ...DIAL_FIELDS],
  importColumns: DIAL_FIELDS,
});

export const reorderDialplan = resourceEndpoint(dialplanResource, 'reorder', 'edit', {
  request: z.object({
    context: dialContextSchema,
    ids: z.array(idSchema).min(1, 'validation.fieldRequired').max(500, 'validation.fieldTooLong'),
  }),
  response: z.object({ updated: z.number().int() }),
  summary: 'Put the extensions of a context in the given order (every extension of the context, once).',
});

const dialTestStepSchema = z.object({
  extension: z.string(),
  /** `stored` — an administrator's extension; `builtIn` — generated from enterprises and remote nodes. */
  source: z.enum(['stored', 'builtIn']),
  matched: z.boolean(),
  conditions: z.array(
    z.object({ field: z.string(), expression: z.string(), value: z.string(), passed: z.boolean() }),
  ),
  /** The actions (matched) or anti-actions (not matched) that would run, with `$1`… filled in. */
  actions: z.array(z.object({ application: z.string(), data: z.string() })),
});

export const testDialplan = resourceEndpoint(dialplanResource, 'test', 'search', {
  request: z.object({
    context: dialContextSchema,
    destination: z.string().trim().min(1, 'validation.fieldRequired').max(64, 'validation.fieldTooLong'),
    caller: z.string().trim().max(64, 'validation.fieldTooLong').default(''),
  }),
  response: z.object({
    steps: z.array(dialTestStepSchema),
    /** The first extension that matched (and did not continue), or null: the call would fail. */
    matched: z.string().nullable(),
  }),
  summary:
    'Which extension of a context a call would match and the actions it would run (the XML’s own rules).',
});
