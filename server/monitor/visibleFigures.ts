import {
  HOST_IDENTITY_FIELDS,
  OVERVIEW_FIGURE_PERMITS,
  withoutUnpermitted,
} from '../../src/contract/dashboardPermits';
import type { MonitorFigures } from '../../src/contract/monitor';
import type { Session } from '../security/sessions';

/**
 * A dashboard answer without the figures this session's permits do not open. The platform administrator's
 * dashboard is the platform's: its figures are not an enterprise screen's data and are never gated.
 */
export function gated<T extends object>(
  value: T,
  table: Readonly<Record<string, readonly string[]>>,
  session: Pick<Session, 'role' | 'permits'>,
): T {
  return session.role === 'ADMIN' ? value : withoutUnpermitted(value, table, session.permits);
}

/**
 * The overview as this session may see it: figures gated by their screens' permits, and the host's identity
 * (name, OS and kernel, cores) for the platform administrator only — an enterprise learns nothing of the
 * machine it shares with others. Used by `/monitor/overview` and the `monitor` push alike.
 */
export function visibleFigures(
  figures: MonitorFigures,
  session: Pick<Session, 'role' | 'permits'>,
): MonitorFigures {
  if (session.role === 'ADMIN') return figures;
  const visible = withoutUnpermitted(figures, OVERVIEW_FIGURE_PERMITS, session.permits);
  for (const field of HOST_IDENTITY_FIELDS) delete visible.host[field];
  return visible;
}
