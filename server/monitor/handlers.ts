import {
  ANALYSIS_FIGURE_PERMITS,
  HISTORY_SAMPLE_PERMITS,
  WORKBENCH_FIGURE_PERMITS,
} from '../../src/contract/dashboardPermits';
import {
  dashboardAnalysis,
  dashboardWorkbench,
  MONITOR_HISTORY_WINDOW_MS,
  monitorHistory,
  monitorOverview,
} from '../../src/contract/monitor';
import { type EndpointHandler, type HandlerContext, handle, sessionOf } from '../handlers/handler';
import { analysisOf } from './analysis';
import { recentOpenSos } from './callDataQueries';
import { anyCallData } from './callDataTables';
import { type MonitorService, monitorOf } from './monitorService';
import { gated, visibleFigures } from './visibleFigures';

/** The SOS screen's permit: without it the alarms are not even read. */
const SOS_PERMIT = WORKBENCH_FIGURE_PERMITS.sos?.[0] ?? 'sos:search';

/** How many recent operations of the account the workbench lists. */
const RECENT_OPERATIONS = 10;

function monitorFor(context: HandlerContext<unknown>): MonitorService {
  return monitorOf(context.db, {
    publish: context.publish,
    dataDir: context.config.dataDir,
    sessionIdleMs: context.config.sessionIdleMinutes * 60_000,
  });
}

/** docs/behaviour.md#screens-and-routes overview: the caller's scope only — the tenant comes from the session (docs/security.md). */
const overviewHandler = handle(monitorOverview, async (context) => {
  const session = sessionOf(context);
  const monitor = monitorFor(context);
  monitor.watch(session.enterpriseId);
  return visibleFigures(
    await monitor.figures(session.enterpriseId, await monitor.read(context.now)),
    session,
  );
});

const historyHandler = handle(monitorHistory, async (context) => {
  const session = sessionOf(context);
  const { enterpriseId } = session;
  const monitor = monitorFor(context);
  monitor.watch(enterpriseId);
  return {
    intervalMs: monitor.intervalMs,
    windowMs: MONITOR_HISTORY_WINDOW_MS,
    samples: monitor
      .history(enterpriseId, context.now)
      .map((sample) => gated(sample, HISTORY_SAMPLE_PERMITS, session)),
  };
});

const analysisHandler = handle(dashboardAnalysis, async (context) => {
  const session = sessionOf(context);
  const tables = await monitorFor(context).probe.tables(context.now);
  const analysis = await analysisOf(
    context.db,
    tables,
    session.enterpriseId,
    context.input?.period ?? '7d',
    context.now,
  );
  // The busiest lists come from the PTT records when they name groups and talkers, else from the calls.
  const busiestFrom = tables.ptt?.columns.group ? 'pttrecord:search' : 'cdr:search';
  return gated(
    analysis,
    { ...ANALYSIS_FIGURE_PERMITS, busiestGroups: [busiestFrom], busiestTalkers: [busiestFrom] },
    session,
  );
});

/** Workbench: the enterprise's open alarms and this account's own recent operations (operation_log). */
const workbenchHandler = handle(dashboardWorkbench, async (context) => {
  const session = sessionOf(context);
  const tables = await monitorFor(context).probe.tables(context.now);
  const [sos, operations] = await Promise.all([
    // The platform has no alarms of its own; an enterprise sees its own only.
    session.enterpriseId && session.permits.includes(SOS_PERMIT)
      ? recentOpenSos(context.db, tables.sos, session.enterpriseId)
      : Promise.resolve([]),
    context.db
      .selectFrom('operation_log')
      .select(['id', 'time', 'action', 'target', 'result'])
      .where('account', '=', session.username)
      .where((eb) =>
        session.enterpriseId
          ? eb('enterprise_id', '=', session.enterpriseId)
          : eb('enterprise_id', 'is', null),
      )
      .orderBy('time', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_OPERATIONS)
      .execute(),
  ]);
  return gated(
    {
      sos,
      operations: operations.map((row) => ({ ...row, id: Number(row.id), time: Number(row.time) })),
      callDataAvailable: anyCallData(tables),
    },
    WORKBENCH_FIGURE_PERMITS,
    session,
  );
});

export const MONITOR_HANDLERS: readonly EndpointHandler[] = [
  overviewHandler,
  historyHandler,
  analysisHandler,
  workbenchHandler,
];
