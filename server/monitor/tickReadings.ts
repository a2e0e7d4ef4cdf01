import type { MonitorFigures } from '../../src/contract/monitor';
import type { CallDataTables } from './callDataTables';
import { PLATFORM, type TenantKey } from './tenantFigures';

/** What one tick reads once and every scope's figures share. */
export interface TickReadings {
  now: number;
  host: MonitorFigures['host'];
  /** Live sessions per tenant key. */
  online: ReadonlyMap<TenantKey, number>;
  tables: CallDataTables;
  /** Calls and PTT bursts in progress per enterprise id. */
  callsInProgress: ReadonlyMap<string, number>;
  pttInProgress: ReadonlyMap<string, number>;
}

function sumOf(map: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const n of map.values()) total += n;
  return total;
}

/** Calls and bursts in progress of a scope (the platform: all of them). */
export function channelsOf(readings: TickReadings, key: TenantKey): { calls: number; ptt: number } {
  if (key === PLATFORM) return { calls: sumOf(readings.callsInProgress), ptt: sumOf(readings.pttInProgress) };
  return { calls: readings.callsInProgress.get(key) ?? 0, ptt: readings.pttInProgress.get(key) ?? 0 };
}
