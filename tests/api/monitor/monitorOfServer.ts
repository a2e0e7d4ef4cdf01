import { type MonitorService, monitorOf } from '../../../server/monitor/monitorService';
import type { TestServer } from '../support/testServer';

/** The monitor the test server started (server/app.ts); tests call its `tick()` instead of waiting 2 s. */
export function runningMonitor(t: TestServer): MonitorService {
  return monitorOf(t.server.db, {
    publish: t.server.publish,
    dataDir: t.server.config.dataDir,
    sessionIdleMs: t.server.config.sessionIdleMinutes * 60_000,
  });
}
