import type { TFunction } from 'i18next';
import { RESOURCES } from '../../contract/resources';
import { ASYNC_ROUTES, type RouteRecord } from '../../contract/routeTable';

/*
 * An operation-log line as people read it. Actions are codes (`localuser:update`, `login`), written
 * once and read in any language later, so the words come from the route table and the locales at read time.
 */

function routeTitleKey(routes: readonly RouteRecord[], name: string): string | undefined {
  for (const route of routes) {
    if (route.name === name) return route.meta.title;
    const found = routeTitleKey(route.children ?? [], name);
    if (found) return found;
  }
  return undefined;
}

/** `localuser:update` → "Members · Edit"; a session event (`login`) → its own words; unknown codes as written. */
export function operationLabel(action: string, t: TFunction): string {
  // Session events with an outcome (`login:failed`, `login:throttled`) have words of their own.
  const event = t(`calldata.operationLog.events.${action.replace(':', '_')}`, { defaultValue: '' });
  if (event) return event;
  const [route, verb] = action.split(':', 2);
  if (!verb) return t(`calldata.operationLog.events.${action}`, { defaultValue: action });
  const titleKey = routeTitleKey(ASYNC_ROUTES, route ?? '');
  const screen = titleKey ? t(titleKey) : route;
  return `${screen} · ${t(`calldata.operationLog.verbs.${verb}`, { defaultValue: verb })}`;
}

/** One changed field of a line's detail: before and after (absent before: a value set at creation). */
interface FieldChange {
  field: string;
  from?: unknown;
  to?: unknown;
  /** A secret was set: its value is never in the log. */
  secret?: boolean;
}

export interface OperationDetail {
  changes: FieldChange[];
  /** Detail that is not a field list (a refusal's reason, a count). */
  text: string;
}

function isChange(value: unknown): value is { from: unknown; to: unknown } {
  return typeof value === 'object' && value !== null && 'from' in value && 'to' in value;
}

/**
 * The detail column read back (server/resources/writes.ts `changeDetail`): a JSON object of fields — each
 * `{from, to}` on an update, the value set on a creation — with write-only fields named in `set`; anything
 * else (a refusal's reason) is text.
 */
export function parseOperationDetail(detail: string): OperationDetail {
  if (!detail.startsWith('{')) return { changes: [], text: detail };
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return { changes: [], text: detail };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { changes: [], text: detail };
  const changes: FieldChange[] = [];
  for (const [field, value] of Object.entries(parsed)) {
    if (field === 'set' && Array.isArray(value)) {
      for (const secret of value) changes.push({ field: String(secret), secret: true });
    } else if (isChange(value)) changes.push({ field, from: value.from, to: value.to });
    else changes.push({ field, to: value });
  }
  return { changes, text: '' };
}

/** A field's label from the resource the action belongs to (`localuser:update` → the member's labels). */
export function changedFieldLabel(action: string, field: string, t: TFunction): string {
  const route = action.split(':', 1)[0];
  const resource = RESOURCES.find((candidate) => candidate.routeName === route);
  return resource ? t(`${resource.labels}.${field}`, { defaultValue: field }) : field;
}

/** A logged value in a cell: text as it is, lists joined, nothing as a dash. */
export function changedValueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value)) return value.map(changedValueText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
