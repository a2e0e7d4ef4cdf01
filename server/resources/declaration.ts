import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { RESOURCES, type ResourceDef, resourceByRoute } from '../../src/contract/resources';
import type { Database } from '../db/schema';

/*
 * Reading a resource declaration (src/contract/resources) the way the database needs it: which fields are
 * columns (snake_case of the field), which are flags stored as 0/1, which live in link tables, which are
 * kept by the resource's own code.
 */

// The interpreter picks tables and columns at run time from the declarations, so its query builder is
// untyped; the typed `Database` remains for code written against one table.
// biome-ignore lint/suspicious/noExplicitAny: tables and columns are chosen at run time from the declarations
export type DynamicDb = Kysely<any>;

export function dynamic(db: Kysely<Database> | Transaction<Database>): DynamicDb {
  return db as unknown as DynamicDb;
}

/** Column names by field, worked out once: a record page asks for the same few on every call. */
const columnNames = new Map<string, string>();
/** Fields come from the declarations; the bound only guards against a caller passing request text. */
const MAX_COLUMN_NAMES = 5_000;

export function columnOf(field: string): string {
  let column = columnNames.get(field);
  if (column === undefined) {
    column = field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    if (columnNames.size < MAX_COLUMN_NAMES) columnNames.set(field, column);
  }
  return column;
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (
    current instanceof z.ZodNullable ||
    current instanceof z.ZodOptional ||
    current instanceof z.ZodDefault
  )
    current = current.unwrap() as z.ZodType;
  return current;
}

export function isBooleanField(resource: ResourceDef, field: string): boolean {
  const schema = resource.schema.shape[field] as z.ZodType | undefined;
  return !!schema && unwrap(schema) instanceof z.ZodBoolean;
}

export function isNumberField(resource: ResourceDef, field: string): boolean {
  const schema = resource.schema.shape[field] as z.ZodType | undefined;
  return !!schema && unwrap(schema) instanceof z.ZodNumber;
}

function isLinkField(resource: ResourceDef, field: string): boolean {
  return !!resource.links?.[field];
}

export function isVirtualField(resource: ResourceDef, field: string): boolean {
  return resource.virtual?.includes(field) ?? false;
}

/** Entity fields stored as columns of the resource's table. */
function columnFields(resource: ResourceDef): string[] {
  return Object.keys(resource.schema.shape).filter(
    (field) => !isLinkField(resource, field) && !isVirtualField(resource, field),
  );
}

/** Editable column fields: what add and update write to the table from the input. */
export function writableColumnFields(resource: ResourceDef): string[] {
  const notWritten = new Set(['id', 'createdAt', 'updatedAt', ...(resource.readOnly ?? [])]);
  return columnFields(resource).filter((field) => !notWritten.has(field));
}

/** A value as stored: flags become 0/1. */
export function toColumnValue(resource: ResourceDef, field: string, value: unknown): unknown {
  if (isBooleanField(resource, field) && typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** A table row as the contract answers it (column fields only; links and virtual fields are added after). */
export function fromRow(resource: ResourceDef, row: Record<string, unknown>): Record<string, unknown> {
  const entity: Record<string, unknown> = {};
  for (const field of columnFields(resource)) {
    const value = row[columnOf(field)];
    if (isBooleanField(resource, field)) entity[field] = value === 1 || value === true || value === '1';
    else if (isNumberField(resource, field) && value !== null && value !== undefined)
      entity[field] = Number(value);
    else entity[field] = value;
  }
  return entity;
}

/** Every (resource, field) whose reference points at `target`, for delete refusals and clearing. */
export function incomingReferences(target: ResourceDef) {
  return RESOURCES.flatMap((resource) =>
    Object.entries(resource.references)
      .filter(
        ([field, reference]) => reference.resource === target.routeName && !isVirtualField(resource, field),
      )
      .map(([field, reference]) => ({ resource, field, reference })),
  );
}

/** Every (resource, link field) whose items are rows of `target`. */
export function incomingLinks(target: ResourceDef) {
  return RESOURCES.flatMap((resource) =>
    Object.entries(resource.links ?? {})
      .filter(([, link]) => link.resource === target.routeName)
      .map(([field, link]) => ({ resource, field, link })),
  );
}

export { resourceByRoute };
