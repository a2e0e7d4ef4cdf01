import type { EnterpriseFunction } from '../../../contract/accounts/enterpriseFunctions';
import { functionOfFilterValue } from '../../../contract/accounts/functionGates';
import type { RecordResourceDef } from '../../../contract/calldata';

/** A choice of a select filter; `needs` a function the enterprise must have for it to be offered. */
interface RecordFilterOption {
  value: string;
  label: string;
  needs?: EnterpriseFunction;
}

/** One input of a record filter bar besides the time range. */
export type RecordFilterField =
  | { kind: 'text'; name: string; label: string }
  | { kind: 'select'; name: string; label: string; options: readonly RecordFilterOption[] }
  | { kind: 'boolean'; name: string; label: string }
  | { kind: 'numberRange'; name: string; label: string };

/**
 * A choice of the values of an enum field, labelled from `calldata.<name>.values.<field>`; a value that belongs
 * to a function (a video call) is offered only to an account whose enterprise has it.
 */
export function enumFilter(
  resource: RecordResourceDef,
  name: string,
  values: readonly string[],
): RecordFilterField {
  const field = resource.filters[name]?.field ?? name;
  return {
    kind: 'select',
    name,
    label: `${resource.labels}.${field}`,
    options: values.map((value) => {
      const needs = functionOfFilterValue(resource.name, name, value);
      return {
        value,
        label: `calldata.${resource.name}.values.${field}.${value}`,
        ...(needs ? { needs } : {}),
      };
    }),
  };
}

/** The stem of a resource's time range parameters (`startTime` → `startTimeFrom`/`startTimeTo`). */
export function timeRangeParam(resource: RecordResourceDef): string {
  const name = Object.keys(resource.rangeFilters).find(
    (candidate) => resource.rangeFilters[candidate]?.field === resource.timeField,
  );
  // Every record declaration ranges over its time field under the field's own name: that is the fallback.
  return name ?? resource.timeField;
}

export function textFilter(resource: RecordResourceDef, name: string): RecordFilterField {
  return { kind: 'text', name, label: `${resource.labels}.${name}` };
}

/** The request values of the inputs: empty ones left out, flags as booleans, ranges as `<name>From/To`. */
export function filterRequest(
  fields: readonly RecordFilterField[],
  inputs: Record<string, string>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.kind === 'numberRange') {
      for (const suffix of ['From', 'To']) {
        const raw = inputs[`${field.name}${suffix}`]?.trim();
        if (raw && !Number.isNaN(Number(raw))) values[`${field.name}${suffix}`] = Number(raw);
      }
      continue;
    }
    const raw = inputs[field.name]?.trim();
    if (!raw) continue;
    values[field.name] = field.kind === 'boolean' ? raw === 'true' : raw;
  }
  return values;
}
