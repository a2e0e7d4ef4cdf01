import { z } from 'zod';
import { defineEndpoint, type EndpointDef, sessionAccess } from '../endpoint';
import { ENTERPRISE_ROLES, type PermissionAction, permissionCode } from '../roles';
import { idSchema, rowMetaShape } from './fields';
import {
  fileAnswerSchema,
  fileFormatSchema,
  IMPORT_LIMITS,
  importRequestSchema,
  importResultSchema,
} from './files';
import { pageNumSchema, pageResultSchema, pageSizeSchema, sortOrderSchema } from './paging';

/*
 * docs/protocol.md resource endpoints and STYLE "one resource, one description": a resource is declared once
 * here (schema, table, scope, permission prefix, what can be searched, sorted, filtered, what must be unique,
 * what it references, what goes in and out of files) and `defineResource` derives its create/update schemas
 * and its endpoint family. The server interprets the same declaration (server/resources).
 */

export type ResourceOperation =
  | 'page'
  | 'get'
  | 'add'
  | 'update'
  | 'delete'
  | 'import'
  | 'export'
  | 'template';
const ALL_OPERATIONS: readonly ResourceOperation[] = [
  'page',
  'get',
  'add',
  'update',
  'delete',
  'import',
  'export',
  'template',
];

/** docs/security.md: the permission each generated endpoint needs (`<routeName>:<action>`). */
export const OPERATION_PERMISSION: Record<ResourceOperation, PermissionAction> = {
  page: 'search',
  get: 'search',
  add: 'add',
  update: 'edit',
  delete: 'delete',
  import: 'import',
  template: 'import',
  export: 'export',
};

/**
 * A filter of `/page` and `/export`: `eq` compares a field, `in` takes a list of values, `subtree` takes a
 * department id and keeps rows whose field lies in that department or any department below it.
 */
export type FilterDef =
  | { op: 'eq'; field: string }
  | { op: 'in'; field: string }
  | { op: 'subtree'; field: string; tree: string };

/** What happens to referencing rows when the referenced row is deleted. */
type OnDelete = 'refuse' | 'clear';

/** A field holding the id of a row of another resource (by route name) in the same enterprise. */
interface ReferenceDef {
  resource: string;
  onDelete: OnDelete;
  /** i18n key of the refusal when `onDelete` is `refuse`: `{{name}}` the row, `{{count}}` the referencing rows. */
  inUseMessage?: string;
}

/** An ordered list of ids of another resource kept in a link table (`owner_column`, `item_column`, `position`). */
interface LinkDef {
  resource: string;
  table: string;
  ownerColumn: string;
  itemColumn: string;
}

/** Fields whose values are unique per enterprise, together; `message` is an i18n key taking `{{value}}`. */
interface UniqueRule {
  fields: readonly string[];
  message?: string;
}

/** A rule over a whole row (after an update is merged in), reported on `field` with the i18n `message`. */
interface RowRule {
  field: string;
  message: string;
  holds(row: Record<string, unknown>): boolean;
}

export interface ResourceDeclaration<Entity extends z.ZodObject = z.ZodObject> {
  /** i18n namespace: `resources.<name>.title`, `resources.<name>.fields.<field>`. */
  name: string;
  /** Route name of the screen: the path segment (`/<routeName>/page`) and the permission prefix. */
  routeName: string;
  /** Database table; columns are the fields in snake_case. */
  table: string;
  /** The row as answered, with `id`, `createdAt`, `updatedAt`. */
  schema: Entity;
  /** Answered but computed by the server, never written through add/update. */
  readOnly?: readonly string[];
  /**
   * Answered (and, unless read-only, written) but not a column of `table`: the resource's own server code
   * keeps them (a member's `hasPassword`, an extension's bound member stored on the member).
   */
  virtual?: readonly string[];
  /** Accepted on add/update, never answered (passwords). */
  writeOnly?: z.core.$ZodLooseShape;
  /** Fields optional on add, with the value used when they are left out. */
  defaults: Readonly<Record<string, unknown>>;
  /**
   * docs/security.md: rows carry enterprise_id, always taken from the session. `false` only for a platform
   * resource whose endpoints are written by hand (enterprises and agencies: src/contract/accounts),
   * described here so the console's kit can show it; the server's interpreter never sees it.
   */
  enterpriseScoped: boolean;
  /**
   * Who owns the rows: `enterprise` (default) — each enterprise its own, the enterprise roles call the
   * endpoints; `platform` — the platform administrator's rows (device licences, the switch configuration),
   * ADMIN calls the endpoints and the server keeps them under the platform scope.
   */
  scope?: 'enterprise' | 'platform';
  /** The field that names a row for people: in messages and in files that refer to it. */
  naturalKey: string;
  /** Fields matched by `keyword` (contains, case-insensitive). */
  searchable: readonly string[];
  sortable: readonly string[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
  filters: Readonly<Record<string, FilterDef>>;
  unique: readonly UniqueRule[];
  references: Readonly<Record<string, ReferenceDef>>;
  links?: Readonly<Record<string, LinkDef>>;
  rules?: readonly RowRule[];
  /** Columns of an export, in order. */
  exportColumns: readonly string[];
  /** Columns an import file may carry (the template's header row). */
  importColumns: readonly string[];
  /** Generated endpoints; default all. */
  operations?: readonly ResourceOperation[];
}

export interface ResourceEndpoints {
  page?: EndpointDef;
  get?: EndpointDef;
  add?: EndpointDef;
  update?: EndpointDef;
  delete?: EndpointDef;
  import?: EndpointDef;
  export?: EndpointDef;
  template?: EndpointDef;
}

export interface ResourceDef<Entity extends z.ZodObject = z.ZodObject> extends ResourceDeclaration<Entity> {
  operations: readonly ResourceOperation[];
  /** Fields of add: the editable fields plus write-only ones; fields with defaults are optional. */
  createSchema: z.ZodObject;
  /** Fields of update: `id` plus any editable or write-only field. */
  updateSchema: z.ZodObject;
  /** The `/page` request (and, with `format`, the `/export` request). */
  pageSchema: z.ZodObject;
  endpoints: ResourceEndpoints;
  /** i18n key prefix of field labels. */
  labels: string;
}

const SERVER_FIELDS = Object.keys(rowMetaShape);
const PLATFORM_ROLES = ['ADMIN'] as const;

function mask(keys: readonly string[]): Record<string, true> {
  return Object.fromEntries(keys.map((key) => [key, true as const]));
}

/** The filter's input schema, from the field it filters. */
function filterSchema(entity: z.ZodObject, filter: FilterDef): z.ZodType {
  const fieldSchema = entity.shape[filter.field] as z.ZodType | undefined;
  if (!fieldSchema) throw new Error(`filter on unknown field ${filter.field}`);
  if (filter.op === 'subtree') return idSchema.optional();
  const value = fieldSchema instanceof z.ZodNullable ? (fieldSchema.unwrap() as z.ZodType) : fieldSchema;
  if (filter.op === 'in') return z.array(value).max(500, 'validation.fieldTooLong').optional();
  return value.nullable().optional();
}

export function defineResource<Entity extends z.ZodObject>(
  declaration: ResourceDeclaration<Entity>,
): ResourceDef<Entity> {
  const { schema, routeName } = declaration;
  const operations = declaration.operations ?? ALL_OPERATIONS;
  const labels = `resources.${declaration.name}.fields`;
  const notWritten = [...SERVER_FIELDS, ...(declaration.readOnly ?? [])];
  // `omit`'s typed mask wants literal keys; the declaration's lists are checked against the shape below.
  const editable = (schema as z.ZodObject).omit(mask(notWritten)).extend(declaration.writeOnly ?? {});
  for (const key of [
    ...Object.keys(declaration.defaults),
    ...declaration.searchable,
    ...declaration.sortable,
    ...declaration.exportColumns,
    declaration.naturalKey,
  ]) {
    if (!(key in schema.shape) && !(key in (declaration.writeOnly ?? {})))
      throw new Error(`resource ${routeName}: unknown field ${key}`);
  }
  const createSchema = editable.partial(
    mask(Object.keys(declaration.defaults).filter((key) => key in editable.shape)),
  );
  const updateSchema = editable.partial().extend({ id: idSchema });
  const pageSchema = z.object({
    pageNum: pageNumSchema.default(1),
    pageSize: pageSizeSchema.default(10),
    sort: z.enum(declaration.sortable as [string, ...string[]], 'validation.sortField').optional(),
    order: sortOrderSchema.optional(),
    keyword: z.string().trim().max(64, 'validation.fieldTooLong').optional(),
    ...Object.fromEntries(
      Object.entries(declaration.filters).map(([name, filter]) => [name, filterSchema(schema, filter)]),
    ),
  });
  const exportSchema = pageSchema.omit({ pageNum: true, pageSize: true }).extend({
    format: fileFormatSchema.default('csv'),
    /** Export only these rows (the grid's selection); otherwise every row matching the filters. */
    ids: z.array(idSchema).max(500, 'validation.fieldTooLong').optional(),
  });

  const roles = declaration.scope === 'platform' ? PLATFORM_ROLES : ENTERPRISE_ROLES;
  const access = (operation: ResourceOperation) =>
    sessionAccess(roles, permissionCode(routeName, OPERATION_PERMISSION[operation]));
  const base = (operation: ResourceOperation) => ({
    method: 'POST' as const,
    path: `/${routeName}/${operation}`,
    access: access(operation),
    labels,
  });
  const all: Required<ResourceEndpoints> = {
    page: defineEndpoint({
      ...base('page'),
      request: pageSchema,
      response: pageResultSchema(schema),
      summary: `One page of ${declaration.name} rows: keyword, filters, sort; answers records and total.`,
    }),
    get: defineEndpoint({
      ...base('get'),
      request: z.object({ id: idSchema }),
      response: schema,
      summary: `One ${declaration.name} row by id.`,
    }),
    add: defineEndpoint({
      ...base('add'),
      request: createSchema,
      response: schema,
      summary: `Create a ${declaration.name} row; answers the stored row.`,
    }),
    update: defineEndpoint({
      ...base('update'),
      request: updateSchema,
      response: schema,
      summary: `Change fields of a ${declaration.name} row; fields left out keep their value.`,
    }),
    delete: defineEndpoint({
      ...base('delete'),
      request: z.object({
        ids: z.array(idSchema).min(1, 'validation.fieldRequired').max(500, 'validation.fieldTooLong'),
      }),
      response: z.object({ deleted: z.number().int() }),
      summary: `Delete ${declaration.name} rows; refused with the reason while other rows still use one.`,
    }),
    import: defineEndpoint({
      ...base('import'),
      request: importRequestSchema,
      response: importResultSchema,
      upload: { maxBytes: IMPORT_LIMITS.maxBytes },
      summary: `Import ${declaration.name} rows from a CSV or XLSX file, all or nothing; a refusal lists every bad row. With updateExisting, rows naming a stored row update it.`,
    }),
    export: defineEndpoint({
      ...base('export'),
      request: exportSchema,
      response: fileAnswerSchema,
      answer: 'file',
      summary: `The ${declaration.name} rows matching the filters as a file.`,
    }),
    template: defineEndpoint({
      ...base('template'),
      request: z.object({ format: fileFormatSchema.default('csv') }),
      response: fileAnswerSchema,
      answer: 'file',
      summary: `The import template of ${declaration.name}: the header row of the importable columns.`,
    }),
  };
  const endpoints: ResourceEndpoints = Object.fromEntries(
    operations.map((operation) => [operation, all[operation]]),
  );
  return { ...declaration, operations, createSchema, updateSchema, pageSchema, endpoints, labels };
}

/** An endpoint of a resource beyond the family (tree, batch add, upload, media URL), with the same conventions. */
export function resourceEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  resource: { routeName: string; labels: string; scope?: 'enterprise' | 'platform' },
  action: string,
  permission: PermissionAction,
  def: Pick<EndpointDef<Req, Res>, 'request' | 'response' | 'summary' | 'upload' | 'answer'>,
): EndpointDef<Req, Res> {
  const roles = resource.scope === 'platform' ? PLATFORM_ROLES : ENTERPRISE_ROLES;
  return defineEndpoint({
    method: 'POST',
    path: `/${resource.routeName}/${action}`,
    access: sessionAccess(roles, permissionCode(resource.routeName, permission)),
    labels: resource.labels,
    ...def,
  });
}

/** The endpoints of a resource's family, in a stable order. */
export function familyEndpoints(resource: ResourceDef): EndpointDef[] {
  return resource.operations.map((operation) => resource.endpoints[operation]!).filter(Boolean);
}
