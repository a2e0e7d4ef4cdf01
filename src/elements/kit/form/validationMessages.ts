import type { i18n as I18n } from 'i18next';
import type { z } from 'zod';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A zod issue as a sentence in the reader's language. The contract's messages are i18n keys taking
 * `{{field}}` (the field's label), `{{min}}` and `{{max}}` — the same text the server answers; a message
 * that is not a key (zod's own English) falls back to the kit's generic one.
 */
function translateIssue(
  issue: z.core.$ZodIssue,
  fieldLabel: string,
  t: Translate,
  i18n: Pick<I18n, 'exists'>,
): string {
  const limits = issue as { minimum?: number | bigint; maximum?: number | bigint };
  const options = {
    // A contract refinement's own values (the bad entry of a list: `{{value}}`).
    ...(issue.code === 'custom' ? issue.params : undefined),
    field: fieldLabel,
    min: limits.minimum === undefined ? undefined : String(limits.minimum),
    max: limits.maximum === undefined ? undefined : String(limits.maximum),
  };
  if (issue.message && i18n.exists(issue.message)) return t(issue.message, options);
  if (issue.code === 'invalid_type') return t('kit.form.invalidType', options);
  return t('kit.form.invalid', options);
}

/** The first message per field, keyed by the field name (form-level issues under ''). */
export function messagesByField(
  error: z.ZodError,
  labelOf: (field: string) => string,
  t: Translate,
  i18n: Pick<I18n, 'exists'>,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in messages)) messages[field] = translateIssue(issue, labelOf(field), t, i18n);
  }
  return messages;
}
