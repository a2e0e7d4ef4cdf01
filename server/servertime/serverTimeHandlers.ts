import os from 'node:os';
import type { Kysely } from 'kysely';
import {
  checkServerTime,
  getServerTime,
  type NtpCheck,
  type ServerTime,
  updateServerTime,
} from '../../src/contract/operations';
import { recordOperation } from '../db/audit';
import { readJsonSetting, writeJsonSetting } from '../db/jsonSettings';
import type { Database } from '../db/schema';
import { type EndpointHandler, handle, sessionOf } from '../handlers/handler';
import { refused } from '../http/errors';
import { querySntp } from './sntpClient';

/*
 * `/server-time/*` (ADMIN). The server measures its clock against NTP and reports the offset; it
 * does not set the operating system's clock (that is the host's time service's job, and needs privileges a
 * web server should not hold).
 */

interface TimeSettings {
  timeZone: string;
  ntpServers: string[];
  lastCheck: NtpCheck | null;
}

const KEY = 'serverTime';
const DEFAULTS: TimeSettings = {
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
  ntpServers: ['ntp.aliyun.com', 'cn.pool.ntp.org'],
  lastCheck: null,
};

async function readSettings(db: Kysely<Database>): Promise<TimeSettings> {
  const stored = await readJsonSetting(db, KEY);
  return { ...DEFAULTS, ...(typeof stored === 'object' && stored ? (stored as Partial<TimeSettings>) : {}) };
}

async function writeSettings(db: Kysely<Database>, settings: TimeSettings): Promise<void> {
  await writeJsonSetting(db, KEY, settings);
}

/** Minutes east of UTC in `timeZone` at `now`. */
export function utcOffsetMinutes(timeZone: string, now: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(now));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const local = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return Math.round((local - Math.floor(now / 1000) * 1000) / 60_000);
}

function answerOf(settings: TimeSettings, now: number): ServerTime {
  return {
    now,
    timeZone: settings.timeZone,
    utcOffsetMinutes: utcOffsetMinutes(settings.timeZone, now),
    ntpServers: settings.ntpServers,
    lastCheck: settings.lastCheck,
    uptimeSeconds: Math.round(os.uptime()),
  };
}

export const SERVER_TIME_HANDLERS: readonly EndpointHandler[] = [
  handle(getServerTime, async (context) => answerOf(await readSettings(context.db), Date.now())),
  handle(updateServerTime, async (context) => {
    const session = sessionOf(context);
    const before = await readSettings(context.db);
    const next = { ...before, timeZone: context.input.timeZone, ntpServers: context.input.ntpServers };
    await writeSettings(context.db, next);
    await recordOperation(
      context.db,
      {
        account: session.username,
        role: session.role,
        enterpriseId: null,
        action: 'server-time:update',
        target: 'settings',
        detail: JSON.stringify({
          timeZone: { from: before.timeZone, to: next.timeZone },
          ntpServers: { from: before.ntpServers, to: next.ntpServers },
        }),
        ip: context.client.ip,
        result: 'success',
      },
      context.now,
    );
    return answerOf(next, Date.now());
  }),
  handle(checkServerTime, async (context) => {
    const settings = await readSettings(context.db);
    if (!settings.ntpServers.length) throw refused('api.serverTime.noServers');
    let check: NtpCheck | undefined;
    for (const server of settings.ntpServers) {
      try {
        const answer = await querySntp(server);
        check = { at: Date.now(), server, ok: true, ...answer, error: '' };
        break;
      } catch (error) {
        check = {
          at: Date.now(),
          server,
          ok: false,
          offsetMs: null,
          roundTripMs: null,
          error: error instanceof Error ? error.message : String(error),
        };
      }
    }
    await writeSettings(context.db, { ...settings, lastCheck: check! });
    return check!;
  }),
];
