import type { z } from 'zod';
import type { ResourceDef } from '../../../contract/resources/defineResource';
import type { FormFieldOption } from '../form/formFields';
import { unwrapField } from '../form/formFields';

interface FilterFieldBase {
  /** The request parameter (for ranges, the stem of `<name>From`/`<name>To` unless `params` says). */
  name: string;
  /** i18n key of the label. */
  label: string;
}

/** One input of a filter bar, as a screen declares it (or `filtersFromResource` derives it). */
export type FilterField =
  | (FilterFieldBase & { kind: 'text'; placeholder?: string })
  | (FilterFieldBase & { kind: 'select'; options: readonly FormFieldOption[] })
  | (FilterFieldBase & { kind: 'dateRange'; params?: readonly [string, string] })
  | (FilterFieldBase & { kind: 'numberRange'; params?: readonly [string, string] });

/** The inputs' raw state: text per field, `[from, to]` for ranges. */
export type FilterInputs = Record<string, string | readonly [string, string]>;

function rangeParams(field: FilterField): readonly [string, string] {
  if ((field.kind === 'dateRange' || field.kind === 'numberRange') && field.params) return field.params;
  return [`${field.name}From`, `${field.name}To`];
}

/**
 * The request filters from the inputs: empty ones left out; date ranges as whole days in the format of
 * docs/behaviour.md#validation (`YYYY-MM-DD HH:mm:ss`); number ranges as numbers.
 */
export function filterValues(fields: readonly FilterField[], inputs: FilterInputs): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const input = inputs[field.name];
    if (field.kind === 'dateRange' || field.kind === 'numberRange') {
      const [from, to] = Array.isArray(input) ? input : ['', ''];
      const [fromParam, toParam] = rangeParams(field);
      if (field.kind === 'dateRange') {
        if (from) values[fromParam] = `${from} 00:00:00`;
        if (to) values[toParam] = `${to} 23:59:59`;
      } else {
        if (from !== '' && !Number.isNaN(Number(from))) values[fromParam] = Number(from);
        if (to !== '' && !Number.isNaN(Number(to))) values[toParam] = Number(to);
      }
      continue;
    }
    const text = typeof input === 'string' ? input.trim() : '';
    if (text) values[field.name] = text;
  }
  return values;
}

/**
 * A resource's standard filters: a keyword over its searchable fields, and a choice for each `eq` filter
 * on an enum field. Filters on references (a department, a member) need a screen's own input.
 */
export function filtersFromResource(resource: ResourceDef, optionLabels?: string): FilterField[] {
  const fields: FilterField[] = [];
  if (resource.searchable.length > 0)
    fields.push({ kind: 'text', name: 'keyword', label: 'kit.filter.keyword' });
  const shape = resource.schema.shape as Record<string, z.ZodType>;
  for (const [name, filter] of Object.entries(resource.filters)) {
    if (filter.op !== 'eq' || !shape[filter.field]) continue;
    const { schema } = unwrapField(shape[filter.field]);
    if (schema.def.type !== 'enum') continue;
    const values = (schema as z.ZodEnum).options as readonly string[];
    fields.push({
      kind: 'select',
      name,
      label: `${resource.labels}.${filter.field}`,
      options: values.map((value) => ({
        value,
        label: optionLabels ? `${optionLabels}.${filter.field}.${value}` : value,
      })),
    });
  }
  return fields;
}
