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
 * catalogue has one, else its path.
 */
function fieldName(path: readonly PropertyKey[], t?: Translate, labels?: string): string {
  if (!path.length) return '(body)';
  const [first, ...rest] = path.map(String);
  const labelKey = `${labels}.${first}`;
  const head = labels && t && hasMessage(labelKey) ? t(labelKey) : first;
  return [head, ...rest].join('.');
}

/** The limit a too_small / too_big issue names, for messages with `{{min}}` / `{{max}}`. */
function limitsOf(issue: z.core.$ZodIssue): Record<string, string | number> {
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  return {};
}

/**
 * Contract messages are i18n keys (`validation.passwordMinLength`) and are translated; zod's own
 * messages become readable sentences naming the field.
 */
export function describeIssue(issue: z.core.$ZodIssue, t: Translate, labels?: string): string {
  if (issue.message.startsWith('validation.') && hasMessage(issue.message)) {
    return t(issue.message, { field: fieldName(issue.path, t, labels), ...limitsOf(issue) });
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
