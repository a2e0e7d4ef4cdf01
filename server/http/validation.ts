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

function fieldName(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : '(body)';
}

/**
 * Contract messages are i18n keys (`validation.passwordMinLength`) and are translated; zod's own
 * messages become readable sentences naming the field.
 */
export function describeIssue(issue: z.core.$ZodIssue, t: Translate): string {
  if (issue.message.startsWith('validation.') && hasMessage(issue.message)) {
    return t(issue.message, { field: fieldName(issue.path) });
  }
  if (issue.code === 'unrecognized_keys') {
    return t('validation.unknownField', {
      field: issue.keys.map((key) => fieldName([...issue.path, key])).join(', '),
    });
  }
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined && issue.path.length)
      return `${fieldName(issue.path)}: ${t('validation.required')}`;
    return t('validation.invalidType', { field: fieldName(issue.path) });
  }
  return t('validation.invalidValue', { field: fieldName(issue.path) });
}

export function describeIssues(issues: readonly z.core.$ZodIssue[], t: Translate): string {
  return [...new Set(issues.map((issue) => describeIssue(issue, t)))].join('; ');
}
