import type { ReactNode } from 'react';
import type { z } from 'zod';

/** `list`: an array of ids (call-group members, …); it needs a screen's own `render`. */
type FormFieldKind = 'text' | 'textarea' | 'password' | 'number' | 'select' | 'switch' | 'list';

export interface FormFieldOption {
  value: string;
  /** i18n key or text of the option. */
  label: string;
}

/** One input of a form, derived from the schema (STYLE: no second hand-written copy of a field list). */
export interface FormField {
  name: string;
  /** i18n key of the label: `<labels>.<name>`. */
  label: string;
  kind: FormFieldKind;
  required: boolean;
  /** Empty input means `null` (a nullable field: "no department"), else the field is left out. */
  nullable: boolean;
  maxLength?: number;
  options?: readonly FormFieldOption[];
  /** i18n key of a hint shown under the input. */
  help?: string;
  /** A screen's own input (a department tree select, …); `value` is the form's string value. */
  render?(props: { value: FormValue; onChange(value: FormValue): void; id: string }): ReactNode;
}

export type FormValue = string | boolean | readonly string[];

/** What a screen may change of a derived field, or add. */
type FormFieldOverride = Partial<Omit<FormField, 'name'>>;

export interface FormFieldOptions {
  /** i18n prefix of the labels (a resource's `labels`, `resources.member.fields`). */
  labels: string;
  /** Only these fields, in this order (default: every field of the schema, in its order). */
  include?: readonly string[];
  exclude?: readonly string[];
  overrides?: Readonly<Record<string, FormFieldOverride>>;
  /** i18n prefix of enum option labels: `<optionLabels>.<field>.<value>`; default the value itself. */
  optionLabels?: string;
}

interface Unwrapped {
  schema: z.ZodType;
  optional: boolean;
  nullable: boolean;
}

/** Peels optional, nullable and default wrappers off a field schema. */
export function unwrapField(field: z.ZodType): Unwrapped {
  let schema = field;
  let optional = false;
  let nullable = false;
  for (;;) {
    const def = schema.def as { type: string; innerType?: z.ZodType };
    if (def.type === 'optional' || def.type === 'default') optional = true;
    else if (def.type === 'nullable') nullable = true;
    else return { schema, optional, nullable };
    if (!def.innerType) return { schema, optional, nullable };
    schema = def.innerType;
  }
}

function kindOf(name: string, schema: z.ZodType): FormFieldKind {
  switch (schema.def.type) {
    case 'number':
      return 'number';
    case 'boolean':
      return 'switch';
    case 'enum':
      return 'select';
    case 'array':
      return 'list';
    default: {
      if (/password/i.test(name)) return 'password';
      const max = (schema as z.ZodString).maxLength;
      return typeof max === 'number' && max > 128 ? 'textarea' : 'text';
    }
  }
}

/** The form's fields from a zod object schema: kinds, options, required and length from the schema. */
export function formFieldsFromSchema(schema: z.ZodObject, options: FormFieldOptions): FormField[] {
  const shape = schema.shape as Record<string, z.ZodType>;
  const names = (options.include ?? Object.keys(shape)).filter(
    (name) => name in shape && !(options.exclude ?? []).includes(name),
  );
  return names.map((name) => {
    const { schema: inner, optional, nullable } = unwrapField(shape[name]);
    const kind = kindOf(name, inner);
    const enumValues = kind === 'select' ? ((inner as z.ZodEnum).options as readonly string[]) : undefined;
    const maxLength = (inner as z.ZodString).maxLength;
    const field: FormField = {
      name,
      label: `${options.labels}.${name}`,
      kind,
      required: !optional && !nullable && kind !== 'switch' && kind !== 'list',
      nullable,
      ...(typeof maxLength === 'number' ? { maxLength } : {}),
      ...(enumValues
        ? {
            options: enumValues.map((value) => ({
              value,
              label: options.optionLabels ? `${options.optionLabels}.${name}.${value}` : value,
            })),
          }
        : {}),
    };
    return { ...field, ...options.overrides?.[name] };
  });
}
