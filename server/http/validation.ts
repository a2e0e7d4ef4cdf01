import { z } from 'zod';
import { hasMessage, type Translate } from './i18n';

/**
 * The server refuses unknown fields (bad input of any shape answers -1), also where a contract schema is a
 * plain object: objects are made strict here, keeping their refinements.
 */
export function strictRequestSchema(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) return schema.strict();
  if (schema instanceof z.ZodOptional) {
    const inner = schema.unwrap();
    if (inner instanceof z.ZodObject) return inner.strict().optional();
  }
  return schema;
}

/**
 * The field as a person reads it: its label when the endpoint names an i18n label prefix (`labels`) and the
 * catalogue has one, else its path. In a list of rows (`value.0.cidr`) the innermost named field is labelled
 * and the rows are counted from 1: "Network (1)"; in a nested object (`value.rtpEndPort`) the innermost label.
 */
export function fieldName(path: readonly PropertyKey[], t?: Translate, labels?: string): string {
  if (!path.length) return '(body)';
  const parts = path.map(String);
  const label = (name: string) => {
    const key = `${labels}.${name}`;
    return labels && t && hasMessage(key) ? t(key) : undefined;
  };
  const indices = parts.filter((part) => /^\d+$/.test(part));
  if (parts.length > 1) {
    const named = [...parts].reverse().find((part) => !/^\d+$/.test(part));
    const text = named ? label(named) : undefined;
    if (text)
      return indices.length ? `${text} (${indices.map((index) => Number(index) + 1).join('.')})` : text;
  }
  const [first, ...rest] = parts;
  return [label(first ?? '') ?? first, ...rest].join('.');
}

/** The limit a too_small / too_big issue names, for messages with `{{min}}` / `{{max}}`. */
function limitsOf(issue: z.core.$ZodIssue): Record<string, string | number> {
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  return {};
}

/** The values a contract refinement names in its message (`params`: the bad entry of a list). */
function paramsOf(issue: z.core.$ZodIssue): Record<string, string | number> {
  if (issue.code !== 'custom' || !issue.params) return {};
  return Object.fromEntries(
    Object.entries(issue.params).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/**
 * Contract messages are i18n keys (`validation.passwordMinLength`) and are translated; zod's own
 * messages become readable sentences naming the field.
 */
export function describeIssue(issue: z.core.$ZodIssue, t: Translate, labels?: string): string {
  if (issue.message.startsWith('validation.') && hasMessage(issue.message)) {
    return t(issue.message, {
      ...paramsOf(issue),
      field: fieldName(issue.path, t, labels),
      ...limitsOf(issue),
    });
  }
  if (issue.code === 'unrecognized_keys') {
    return t('validation.unknownField', {
      field: issue.keys.map((key) => fieldName([...issue.path, key])).join(', '),
    });
  }
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined && issue.path.length)
      return `${fieldName(issue.path, t, labels)}: ${t('validation.required')}`;
    return t('validation.invalidType', { field: fieldName(issue.path, t, labels) });
  }
  return t('validation.invalidValue', { field: fieldName(issue.path, t, labels) });
}

export function describeIssues(issues: readonly z.core.$ZodIssue[], t: Translate, labels?: string): string {
  return [...new Set(issues.map((issue) => describeIssue(issue, t, labels)))].join('; ');
}
