import { RECORD_RESOURCES } from '../calldata';
import { formatDate, formatDateTime } from '../format/dates';
import { formatByteSize } from '../format/quantities';
import { RESOURCES } from '../resources';
import { ASYNC_ROUTES, type RouteRecord } from '../routeTable';

/*
 * An operation-log line in words, the same for the screens and for the server's CSV/XLSX export: actions are
 * codes (`localuser:update`, `login`) and details structured JSON, written once and read in any language later,
 * so the words come from the locales at read time. `Words` is i18next on the client, the server's translator
 * over the same catalogues on the server.
 */

export interface Words {
  t(key: string, params?: Record<string, string | number>): string;
  has(key: string): boolean;
}

const LOG = 'calldata.operationLog';

/** Detail fields whose value is never shown, whatever the writer put there. */
const SECRET_FIELD = /(password|secret)$|^token$/i;
/** Days (an expiry is the end of a day) and instants, as numbers of milliseconds. */
const DATE_FIELD = /^(expiry|validTo|issued|expires)$|Date$/;
const TIME_FIELD = /^(time|at|ts|deadline)$|(Time|At)$/;
const BYTES_FIELD = /bytes$|Bytes$|^size$/;

function routeTitleKey(routes: readonly RouteRecord[], name: string): string | undefined {
  for (const route of routes) {
    if (route.name === name) return route.meta.title;
    const found = routeTitleKey(route.children ?? [], name);
    if (found) return found;
  }
  return undefined;
}

interface Resolved {
  text: string;
  /** Keys the text needed and the locale lacks (the unit test holds every code to none). */
  missing: string[];
}

function resolveLabel(action: string, words: Words): Resolved {
  // Session events, with or without an outcome (`login`, `login:failed`), have words of their own.
  const event = `${LOG}.events.${action.replace(':', '_')}`;
  if (words.has(event)) return { text: words.t(event), missing: [] };
  const [prefix = '', verb] = action.split(':', 2);
  if (!verb) return { text: action, missing: [event] };
  const own = `${LOG}.actions.${prefix}.${verb}`;
  if (words.has(own)) return { text: words.t(own), missing: [] };
  const missing: string[] = [];
  const titleKey = routeTitleKey(ASYNC_ROUTES, prefix) ?? `${LOG}.subjects.${prefix}`;
  const verbKey = `${LOG}.verbs.${verb}`;
  if (!words.has(titleKey)) missing.push(titleKey);
  if (!words.has(verbKey)) missing.push(verbKey);
  const screen = words.has(titleKey) ? words.t(titleKey) : prefix;
  const done = words.has(verbKey) ? words.t(verbKey) : verb;
  return { text: words.t(`${LOG}.composed`, { screen, verb: done }), missing };
}

/** `localuser:update` → "Members · Edit"; `enterprise:setExpiry` → "Set enterprise expiry"; `login` → "Sign in". */
export function operationLabel(action: string, words: Words): string {
  return resolveLabel(action, words).text;
}

/** The locale keys a code's words need and `words` lacks: none for every registered code. */
export function missingOperationWords(action: string, words: Words): string[] {
  return resolveLabel(action, words).missing;
}

function resourceLabels(action: string): string | undefined {
  const prefix = action.split(':', 1)[0];
  return [...RESOURCES, ...RECORD_RESOURCES].find((resource) => resource.routeName === prefix)?.labels;
}

/** A detail field's label: the resource's own label for a resource's write, else the log's field words. */
export function detailFieldLabel(action: string, field: string, words: Words): string {
  const labels = resourceLabels(action);
  if (labels && words.has(`${labels}.${field}`)) return words.t(`${labels}.${field}`);
  const key = `${LOG}.detailFields.${field}`;
  return words.has(key) ? words.t(key) : field;
}

/** One logged value as words: dates and times formatted, flags and known enumerations translated. */
export function detailValueText(field: string, value: unknown, words: Words): string {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value)) {
    const items = value.map((item) => detailValueText(field, item, words));
    return items.join(words.t(`${LOG}.listSeparator`));
  }
  if (typeof value === 'boolean') return words.t(value ? 'calldata.common.yes' : 'calldata.common.no');
  if (typeof value === 'number') {
    if (DATE_FIELD.test(field)) return formatDate(value);
    if (TIME_FIELD.test(field)) return formatDateTime(value);
    if (BYTES_FIELD.test(field)) return formatByteSize(value);
    return String(value);
  }
  if (typeof value === 'object') {
    const parts = Object.entries(value).map(
      ([inner, innerValue]) =>
        `${detailFieldLabel('', inner, words)} ${detailValueText(inner, innerValue, words)}`,
    );
    return parts.join(words.t(`${LOG}.listSeparator`));
  }
  const text = String(value);
  const enumKey = `${LOG}.detailValues.${field}.${text}`;
  return words.has(enumKey) ? words.t(enumKey) : text;
}

/** One changed field of a line's detail: before and after (absent before: a value set at creation). */
interface FieldChange {
  field: string;
  from?: unknown;
  to?: unknown;
  /** A secret was set: its value is never in the log, and never shown. */
  secret?: boolean;
}

export interface OperationDetail {
  changes: FieldChange[];
  /** Detail that is not a field list (a refusal's reason, a client type). */
  text: string;
}

function isChange(value: unknown): value is { from: unknown; to: unknown } {
  return typeof value === 'object' && value !== null && 'from' in value && 'to' in value;
}

/**
 * The detail column read back (server/resources/writes.ts `changeDetail` and the platform handlers): a JSON
 * object of fields, each `{from, to}` on an update or the value set, with write-only fields named in `set`;
 * anything else (a refusal's reason) is text.
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
    } else if (field === 'id') {
      // The line's target names the thing; its id adds nothing a person reads.
    } else if (SECRET_FIELD.test(field)) changes.push({ field, secret: true });
    else if (isChange(value)) changes.push({ field, from: value.from, to: value.to });
    else changes.push({ field, to: value });
  }
  return { changes, text: '' };
}

/** A text detail: a reason the locales know (`oldPasswordWrong`, `api.backup.busy`) in words, else as written. */
export function detailReasonText(text: string, words: Words): string {
  const reason = `${LOG}.reasons.${text}`;
  if (words.has(reason)) return words.t(reason);
  return /^[a-z]+(\.[A-Za-z]+)+$/.test(text) && words.has(text) ? words.t(text) : text;
}

/** A label inside a sentence: "Expiry" reads "expiry" mid-sentence; "SIP port" and Chinese stay as they are. */
function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/** One change as words: "expiry 2027-06-30 → 2027-12-31", "functions video call", "password set (never shown)". */
function changeText(action: string, change: FieldChange, words: Words): string {
  const label = inSentence(detailFieldLabel(action, change.field, words));
  if (change.secret) return `${label} ${inSentence(words.t(`${LOG}.changes.secretSet`))}`;
  const to = detailValueText(change.field, change.to, words);
  if (!('from' in change)) return `${label} ${to}`;
  return `${label} ${detailValueText(change.field, change.from, words)} → ${to}`;
}

/**
 * The whole line as a sentence: "Edit enterprise Acme: Expiry 2027-06-30 → 2027-12-31", the detail column of
 * the screens and of the export.
 */
export function operationSentence(
  entry: { action: string; target: string; detail: string },
  words: Words,
): string {
  const action = operationLabel(entry.action, words);
  const detail = parseOperationDetail(entry.detail);
  const details = detail.changes.length
    ? detail.changes
        .map((change) => changeText(entry.action, change, words))
        .join(words.t(`${LOG}.changeSeparator`))
    : detailReasonText(detail.text, words);
  const subject = entry.target ? `${action} ${entry.target}` : action;
  return details ? words.t(`${LOG}.sentence`, { subject, details }) : subject;
}
