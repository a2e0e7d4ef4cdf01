import { permissionCode } from './roles';

/*
 * A dashboard figure is gated by the permit of the screen its data comes from (docs/security.md#permits):
 * a sub-user that may not open the SOS screen sees no SOS alarm on the workbench, one that may not open the
 * PTT records sees no bursts on the analysis. A figure the caller may not see is left out of the answer (and
 * of the `monitor` push); the elements hide its card. Declared here, by the answer's dotted paths, so the
 * server and the elements read one table.
 */

const search = (route: string) => permissionCode(route, 'search');
const CALLS = search('cdr');
const PTT = search('pttrecord');
const MEMBERS = search('localuser');

/** `/monitor/overview` and the `monitor` topic: each path → the permits it needs (all of them). */
export const OVERVIEW_FIGURE_PERMITS: Readonly<Record<string, readonly string[]>> = {
  onlineUsers: [search('login-history')],
  activeChannels: [CALLS, PTT],
  'counters.devices': [MEMBERS],
  'counters.dispatchConsoles': [MEMBERS],
  'counters.downloads': [search('broadcast-file')],
  'counters.cameras': [MEMBERS],
  'counters.calls': [CALLS],
  'counters.callsInProgress': [CALLS],
  'organisation.members': [MEMBERS],
  'organisation.extensions': [search('extension')],
  'organisation.groups': [search('callgroup')],
  'enterprise.members': [MEMBERS],
  'enterprise.groups': [search('callgroup')],
};

/** The host's identity: for the platform administrator only, never an enterprise's accounts. */
export const HOST_IDENTITY_FIELDS = ['hostname', 'platform', 'cores'] as const;

/** `/monitor/history`: each sample's paths. */
export const HISTORY_SAMPLE_PERMITS: Readonly<Record<string, readonly string[]>> = {
  activeChannels: [CALLS, PTT],
};

/** `/dashboard/analysis`. The busiest lists come from the PTT records (group talk), else from the calls. */
export const ANALYSIS_FIGURE_PERMITS: Readonly<Record<string, readonly string[]>> = {
  callsOverTime: [CALLS],
  'totals.calls': [CALLS],
  'totals.answered': [CALLS],
  'totals.answerRate': [CALLS],
  'totals.averageDurationSeconds': [CALLS],
  pttOverTime: [PTT],
  'totals.pttBursts': [PTT],
  'totals.pttSeconds': [PTT],
};

/** `/dashboard/workbench`. */
export const WORKBENCH_FIGURE_PERMITS: Readonly<Record<string, readonly string[]>> = {
  sos: [search('sos')],
};

/** The same value without the paths whose permits the caller lacks (a copy; the value is not changed). */
export function withoutUnpermitted<T extends object>(
  value: T,
  table: Readonly<Record<string, readonly string[]>>,
  permits: readonly string[],
): T {
  const held = new Set(permits);
  const copy = structuredClone(value);
  for (const [path, needed] of Object.entries(table)) {
    if (needed.every((code) => held.has(code))) continue;
    const keys = path.split('.');
    const last = keys.pop()!;
    let parent: unknown = copy;
    for (const key of keys) parent = (parent as Record<string, unknown> | null | undefined)?.[key];
    if (parent && typeof parent === 'object') delete (parent as Record<string, unknown>)[last];
  }
  return copy;
}
