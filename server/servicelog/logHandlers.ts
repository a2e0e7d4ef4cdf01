import {
  followServiceLog,
  getLogSettings,
  listLogFiles,
  logFileUrl,
  searchServiceLog,
  setLogSettings,
} from '../../src/contract/operations';
import { exportParts, SIGNED_URL_LIFETIME_MS, signBound } from '../calldata/signedUrls';
import { timeBoundMs } from '../calldata/timeBounds';
import { recordOperation } from '../db/audit';
import { type EndpointHandler, handle, sessionOf } from '../handlers/handler';
import { refused } from '../http/errors';
import { sessionRef } from '../security/urlSessions';
import { listLogDays, removeOldLogFiles, searchLog } from './logFiles';
import { serviceLogOf } from './logFollowers';
import { readLogSettings, writeLogSettings } from './logSettings';
import { runtimeLevelOf } from './serviceLogger';

/*
 * `/log/*` (ADMIN): search, days and their download, the run-time level and retention (applied at
 * once and kept), and the live view's lease.
 */

/** What a day's download URL signs (the purpose word keeps it apart from media and exports). */
export function logDownloadParts(day: string, exp: number | string): string[] {
  return exportParts('service-log', 'platform', day, '', 'log', exp);
}

export const SERVICE_LOG_HANDLERS: readonly EndpointHandler[] = [
  handle(searchServiceLog, async (context) => {
    const { pageNum, pageSize, timeFrom, timeTo, level, keyword, reqId } = context.input;
    return searchLog(
      context.config.dataDir,
      { from: timeBoundMs(timeFrom), to: timeBoundMs(timeTo), level, keyword, reqId },
      { pageNum, pageSize },
    );
  }),
  handle(listLogFiles, async (context) => {
    const records = await listLogDays(context.config.dataDir);
    return { records, total: records.length };
  }),
  handle(logFileUrl, async (context) => {
    const days = await listLogDays(context.config.dataDir);
    if (!days.some((entry) => entry.day === context.input.day))
      throw refused('api.serviceLog.noDay', { day: context.input.day });
    const expiresAt = context.now + SIGNED_URL_LIFETIME_MS;
    const query = await signBound(
      context.db,
      logDownloadParts(context.input.day, expiresAt),
      expiresAt,
      sessionRef(sessionOf(context)),
    );
    return { url: `/api/service-log/file/${context.input.day}?${query}`, expiresAt };
  }),
  handle(getLogSettings, async (context) =>
    readLogSettings(context.db, runtimeLevelOf(context.config.logLevel)),
  ),
  handle(setLogSettings, async (context) => {
    const session = sessionOf(context);
    const before = await readLogSettings(context.db, runtimeLevelOf(context.config.logLevel));
    await writeLogSettings(context.db, context.input);
    serviceLogOf(context.db)?.serviceLog.setLevel(context.input.level);
    await removeOldLogFiles(context.config.dataDir, context.input.retentionDays, context.now);
    await recordOperation(
      context.db,
      {
        account: session.username,
        role: session.role,
        enterpriseId: null,
        action: 'log:edit',
        target: 'settings',
        detail: JSON.stringify({
          level: { from: before.level, to: context.input.level },
          retentionDays: { from: before.retentionDays, to: context.input.retentionDays },
        }),
        ip: context.client.ip,
        result: 'success',
      },
      context.now,
    );
    return context.input;
  }),
  handle(followServiceLog, async (context) => {
    const entry = serviceLogOf(context.db);
    const leaseMs = entry?.followers.follow(sessionOf(context).tokenHash, context.now) ?? 0;
    return { leaseMs };
  }),
];
