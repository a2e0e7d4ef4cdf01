import type { ResourceDef } from '../../src/contract/resources';
import { ApiError } from '../http/errors';
import { hasMessage, type Translate } from '../http/i18n';

/**
 * A reason a row cannot be written or deleted, as data: the field it concerns, an i18n key and its
 * parameters. Turned into one readable sentence in the request's language (`{{field}}` becomes the label).
 */
export interface Problem {
  field: string;
  key: string;
  params?: Record<string, string | number>;
  /** The offending value as the person typed it, for import reports. */
  value?: string;
}

export function fieldLabel(resource: ResourceDef, field: string, t: Translate): string {
  const key = `${resource.labels}.${field}`;
  return hasMessage(key) ? t(key) : field;
}

export function describeProblem(resource: ResourceDef, problem: Problem, t: Translate): string {
  return t(problem.key, { field: fieldLabel(resource, problem.field, t), ...problem.params });
}

/** A business refusal (HTTP 200, `-1`) carrying already-translated reasons; `data` for structured detail. */
export function refusal(message: string, data?: unknown): ApiError {
  return new ApiError(200, 'resources.refusal', { reasons: message }, undefined, data);
}

export function refuseProblems(resource: ResourceDef, problems: readonly Problem[], t: Translate): never {
  throw refusal([...new Set(problems.map((problem) => describeProblem(resource, problem, t)))].join('; '));
}

/** docs/security.md tenant isolation: another enterprise's row answers exactly like a missing one. */
/**
 * A row that is not there (or is another tenant's): named by the resource's translated title, never by the id
 * the caller sent, which is echoed nowhere. Record screens keep their titles beside their field labels
 * (`calldata.cdr.fields` → `calldata.cdr.title`).
 */
export function notFound(resource: ResourceDef, t: Translate, _id: string): ApiError {
  const candidates = [`resources.${resource.name}.title`, resource.labels.replace(/\.fields$/, '.title')];
  const title = candidates.find((key) => hasMessage(key));
  return refusal(t('resources.notFound', { resource: title ? t(title) : t('resources.recordTitle') }));
}
