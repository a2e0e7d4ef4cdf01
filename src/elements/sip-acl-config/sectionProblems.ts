import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * The first problem of a section's draft per field path (`0.nodes.1.value`), translated like the server's:
 * the innermost field's label and the rows counted from 1.
 */
export function sectionProblems(schema: z.ZodType, draft: unknown, t: TFunction): Map<string, string> {
  const result = schema.safeParse(draft);
  const problems = new Map<string, string>();
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (problems.has(path)) continue;
    const named = [...issue.path].reverse().find((part) => typeof part === 'string');
    const field = named ? t(`resources.switchSections.fields.${String(named)}`) : '';
    problems.set(path, t(issue.message, { field, min: 1, max: 65535 }));
  }
  return problems;
}
