import type { FormField, FormValue } from './formFields';

export type FormValues = Record<string, FormValue>;

/** A row (or defaults) as the inputs show it: text for text and numbers, booleans for switches. */
export function toFormValues(fields: readonly FormField[], row: Record<string, unknown> = {}): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = row[field.name];
    if (field.kind === 'switch') values[field.name] = value === true;
    else if (field.kind === 'list') values[field.name] = Array.isArray(value) ? value.map(String) : [];
    else values[field.name] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/**
 * The inputs as the schema reads them: numbers as numbers; an empty nullable is null ("no department"),
 * an empty text is '' (so clearing a remark clears it), an empty number, choice or password is left out
 * (the schema's default or the stored value applies; an unchanged password stays).
 */
export function fromFormValues(fields: readonly FormField[], values: FormValues): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (typeof value === 'boolean') {
      data[field.name] = value;
      continue;
    }
    if (typeof value === 'object') {
      data[field.name] = [...value];
      continue;
    }
    const text = value ?? '';
    if (text.trim() === '') {
      if (field.nullable) data[field.name] = null;
      else if (field.kind === 'text' || field.kind === 'textarea') data[field.name] = '';
      continue;
    }
    data[field.name] = field.kind === 'number' ? Number(text) : text;
  }
  return data;
}
