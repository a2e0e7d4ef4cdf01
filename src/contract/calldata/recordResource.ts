import { z } from 'zod';
import { type EndpointDef, sessionAccess } from '../endpoint';
import {
  type FilterDef,
  OPERATION_PERMISSION,
  type ResourceDef,
  type ResourceEndpoints,
  type ResourceOperation,
  resourceEndpoint,
} from '../resources/defineResource';
import { idSchema } from '../resources/fields';
import { fileFormatSchema } from '../resources/files';
import { pageNumSchema, pageSizeSchema, recordPageResultSchema, sortOrderSchema } from '../resources/paging';
import { ENTERPRISE_ROLES, PLATFORM_ROLES, permissionCode } from '../roles';
import { exportTicketSchema, timeBoundSchema } from './shared';

/*
 * Call data are read-mostly records at a million rows. They are declared like the organisation
 * resources (STYLE "one resource, one description": schema, table, sort, filters, export columns drive the
 * server's queries, the grid's columns and the filter bar) but need two filters the organisation resources
 * do not: a range (`<name>From`/`<name>To`, the kit FilterBar's convention) and a prefix match (a number
 * typed partly), both answerable from an index that leads with enterprise_id. Exports stream through a
 * signed URL (`/<route>/exportUrl`) so memory stays constant on both sides and the UI sees progress.
 */

/** A range filter: `time` takes ms since the epoch or docs/behaviour.md#validation's `YYYY-MM-DD HH:mm:ss`; `number` a number. */
interface RangeFilterDef {
  field: string;
  kind: 'time' | 'number';
}

/** Operations a record resource offers: reading always; deleting for media clips. */
type RecordOperation = Extract<ResourceOperation, 'page' | 'get' | 'delete'>;

export interface RecordDeclaration<Entity extends z.ZodObject> {
  /** i18n namespace: `calldata.<name>.title`, `.fields.<field>`, `.values.<field>.<value>`. */
  name: string;
  routeName: string;
  table: string;
  /** The row as answered; `id` is the table's integer key answered as a string. */
  schema: Entity;
  /** The field that names a row for people (messages, delete confirmation). */
  naturalKey: string;
  /** Fields matched by `keyword` (contains, case-insensitive; a scan, so use with a time range). */
  searchable: readonly string[];
  sortable: readonly string[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /** Equality filters (`eq` on enums and flags, `in` on ids). */
  filters: Readonly<Record<string, Extract<FilterDef, { op: 'eq' | 'in' }>>>;
  /** Prefix filters: parameter → field (`caller` → `callerNumber`). */
  prefixFilters: Readonly<Record<string, string>>;
  /** Range filters: parameter stem → field (`startTime` → `startTimeFrom`/`startTimeTo`). */
  rangeFilters: Readonly<Record<string, RangeFilterDef>>;
  /** The time field every list is ordered and ranged by (an index leads with enterprise_id, then it). */
  timeField: string;
  exportColumns: readonly string[];
  operations: readonly RecordOperation[];
  /**
   * Whose rows a session reads: `enterprise` (default) — the session's enterprise only, for enterprise
   * roles; `platform` — every row, for ADMIN (the operation log).
   */
  scope?: RecordScope;
}

type RecordScope = 'enterprise' | 'platform';

export interface RecordResourceDef<Entity extends z.ZodObject = z.ZodObject>
  extends ResourceDef<Entity>,
    Omit<RecordDeclaration<Entity>, 'operations' | 'filters'> {
  /** The `/export` request without paging: what `/exportUrl` signs into its URL. */
  exportSchema: z.ZodObject;
  scope: RecordScope;
  exportUrl: EndpointDef;
}

/** A call-data record's id: its row number, as digits (a safe integer), so a wrong one is a 400, not a query. */
const recordIdSchema = idSchema.regex(/^\d{1,15}$/, 'validation.digitsOnly');

function unwrapped(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodNullable ? (schema.unwrap() as z.ZodType) : schema;
}

export function defineRecordResource<Entity extends z.ZodObject>(
  declaration: RecordDeclaration<Entity>,
): RecordResourceDef<Entity> {
  const { schema, routeName } = declaration;
  const shape = schema.shape as Record<string, z.ZodType>;
  const fieldsUsed = [
    ...declaration.searchable,
    ...declaration.sortable,
    ...declaration.exportColumns,
    ...Object.values(declaration.filters).map((filter) => filter.field),
    ...Object.values(declaration.prefixFilters),
    ...Object.values(declaration.rangeFilters).map((range) => range.field),
    declaration.timeField,
    declaration.naturalKey,
  ];
  for (const field of fieldsUsed)
    if (!(field in shape)) throw new Error(`record ${routeName}: unknown field ${field}`);

  const labels = `calldata.${declaration.name}.fields`;
  const filterShape: Record<string, z.ZodType> = {};
  for (const [name, filter] of Object.entries(declaration.filters)) {
    const value = unwrapped(shape[filter.field]!);
    filterShape[name] =
      filter.op === 'in' ? z.array(value).max(500, 'validation.fieldTooLong').optional() : value.optional();
  }
  for (const name of Object.keys(declaration.prefixFilters))
    filterShape[name] = z.string().trim().max(64, 'validation.fieldTooLong').optional();
  for (const [name, range] of Object.entries(declaration.rangeFilters)) {
    // Numeric ranges are on whole numbers (seconds, bytes): 1.5 is refused naming the field, as on both engines.
    const bound =
      range.kind === 'time'
        ? timeBoundSchema
        : z.number('validation.numberRequired').int('validation.integerRequired');
    filterShape[`${name}From`] = bound.optional();
    filterShape[`${name}To`] = bound.optional();
  }
  const pageSchema = z.object({
    pageNum: pageNumSchema.default(1),
    pageSize: pageSizeSchema.default(20),
    sort: z.enum(declaration.sortable as [string, ...string[]], 'validation.sortField').optional(),
    order: sortOrderSchema.optional(),
    keyword: z.string().trim().max(64, 'validation.fieldTooLong').optional(),
    /**
     * The `next` or `prev` of the page shown: the page after or before it, read from the key (no offset);
     * `pageNum` then only names the page. A cursor of another sort is ignored.
     */
    cursor: z.string().max(400, 'validation.fieldTooLong').optional(),
    /** The list's last page, read backwards from its end (also when the total is only "more than"). */
    last: z.boolean().optional(),
    ...filterShape,
  });
  const exportSchema = pageSchema.omit({ pageNum: true, pageSize: true, cursor: true, last: true }).extend({
    format: fileFormatSchema.default('csv'),
    /** Export only these rows (the grid's selection); otherwise every row matching the filters. */
    ids: z.array(recordIdSchema).max(500, 'validation.fieldTooLong').optional(),
  });

  const scope = declaration.scope ?? 'enterprise';
  const roles = scope === 'platform' ? PLATFORM_ROLES : ENTERPRISE_ROLES;
  const access = (operation: RecordOperation) =>
    sessionAccess(roles, permissionCode(routeName, OPERATION_PERMISSION[operation]));
  const base = (operation: RecordOperation) => ({
    method: 'POST' as const,
    path: `/${routeName}/${operation}`,
    access: access(operation),
    labels,
  });
  const all: Record<RecordOperation, EndpointDef> = {
    page: {
      ...base('page'),
      request: pageSchema,
      response: recordPageResultSchema(schema),
      // The most asked call of the call-data screens: its rows are written from the schema, not parsed.
      serialize: 'schema',
      summary: `One page of ${declaration.name} records: filters, ranges, sort, a cursor; answers records, total (exact up to a bound) and the cursors of the pages beside it.`,
    },
    get: {
      ...base('get'),
      request: z.object({ id: idSchema }),
      response: schema,
      summary: `One ${declaration.name} record by id.`,
    },
    delete: {
      ...base('delete'),
      request: z.object({
        ids: z.array(idSchema).min(1, 'validation.fieldRequired').max(500, 'validation.fieldTooLong'),
      }),
      response: z.object({ deleted: z.number().int() }),
      summary: `Delete ${declaration.name} records and their files.`,
    },
  };
  const endpoints: ResourceEndpoints = Object.fromEntries(
    declaration.operations.map((operation) => [operation, all[operation]]),
  );
  const exportUrl: EndpointDef = {
    ...resourceEndpoint({ routeName, labels }, 'exportUrl', 'export', {
      request: exportSchema,
      response: exportTicketSchema,
      summary: `A short-lived signed URL streaming the ${declaration.name} records matching the filters as CSV.`,
    }),
    // resourceEndpoint lets the enterprise roles in; a platform record lets the scope's roles in.
    access: sessionAccess(roles, permissionCode(routeName, 'export')),
  };
  const empty = z.object({});
  return {
    ...declaration,
    filters: declaration.filters,
    operations: declaration.operations,
    scope,
    readOnly: Object.keys(shape),
    defaults: {},
    enterpriseScoped: true,
    unique: [],
    references: {},
    importColumns: [],
    createSchema: empty,
    updateSchema: empty,
    pageSchema,
    exportSchema,
    endpoints,
    exportUrl,
    labels,
  };
}

/** The endpoints of a record resource: its operations, then its export URL. */
export function recordEndpoints(resource: RecordResourceDef): EndpointDef[] {
  return [...resource.operations.map((operation) => resource.endpoints[operation]!), resource.exportUrl];
}
