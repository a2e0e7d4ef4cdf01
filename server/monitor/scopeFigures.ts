import type { Kysely } from 'kysely';
import type { MonitorFigures, ServiceState } from '../../src/contract/monitor';
import type { Database } from '../db/schema';
import { SWITCH_SILENT_AFTER_MS, switchBackendFigures } from '../switch/switchContact';
import { cameraCounts, countStartedSince } from './callDataQueries';
import { anyCallData } from './callDataTables';
import { enterpriseInfo, onlineUsersOf, organisationCounts, tenantKeyOf } from './tenantFigures';
import { channelsOf, type TickReadings } from './tickReadings';

/** Midnight of `now`'s day in the server's time zone: "calls" counts today's calls. */
export function startOfDay(now: number): number {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/**
 * The figures of one scope (docs/behaviour.md#screens-and-routes overview widgets, docs/behaviour.md#the-product counters): null is the platform (ADMIN);
 * an enterprise id reads that enterprise's rows only.
 */
export async function scopeFigures(
  db: Kysely<Database>,
  enterpriseId: string | null,
  readings: TickReadings,
  simulated: boolean,
): Promise<MonitorFigures> {
  const { tables, now } = readings;
  const [org, cameras, callsToday] = await Promise.all([
    organisationCounts(db, enterpriseId),
    cameraCounts(db, tables, enterpriseId),
    tables.calls ? countStartedSince(db, tables.calls, enterpriseId, startOfDay(now)) : Promise.resolve(0),
  ]);
  const channels = channelsOf(readings, tenantKeyOf(enterpriseId));
  // The reference server runs no SIP or media stack: it says so, unless the simulator stands in for them.
  const external: ServiceState = simulated ? 'simulated' : 'notConfigured';
  // A real FreeSWITCH heard from lately is the SIP server and the soft switch.
  const switchBackend = enterpriseId ? null : await switchBackendFigures(db);
  const switchHeard =
    switchBackend?.lastContactAt != null && now - switchBackend.lastContactAt < SWITCH_SILENT_AFTER_MS;
  const sipState: ServiceState = switchHeard ? 'running' : external;
  return {
    at: now,
    scope: enterpriseId ? 'enterprise' : 'platform',
    enterpriseId,
    host: readings.host,
    services: { server: 'running', sip: sipState, multimedia: external, softSwitch: sipState },
    onlineUsers: onlineUsersOf(readings.online, enterpriseId),
    activeChannels: channels.calls + channels.ptt,
    counters: {
      devices: org.devices,
      dispatchConsoles: org.dispatchConsoles,
      downloads: org.downloads,
      cameras,
      calls: callsToday,
      callsInProgress: channels.calls,
    },
    organisation: {
      members: org.members,
      extensions: org.extensions,
      groups: org.groups,
      enterprises: org.enterprises,
    },
    enterprise: enterpriseId
      ? await enterpriseInfo(db, enterpriseId, { members: org.members, groups: org.groups })
      : null,
    callDataAvailable: anyCallData(tables),
    switchBackend,
  };
}
