import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import qs from 'qs';
import { QUERY_STRING_LIMITS } from '../src/contract';
import { seedDemoTasks, startTaskOverdueSweep } from './apptasks';
import { registerAppFileRoutes } from './appversions';
import { seedAttendanceHistory } from './attendance/attendanceSimulation';
import { registerBackupRoutes } from './backup/backupRoutes';
import { finishPendingCarryOver } from './backup/credentialCarryOver';
import { cleanRestoreStaging } from './backup/restoreStaging';
import { registerBrandingRoutes } from './branding/brandingRoutes';
import { registerCalldataRoutes, seedCalldataDemo } from './calldata';
import { type Cluster, startCluster } from './cluster/cluster';
import type { ServerConfig } from './config';
import { type Engine, openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrations';
import { reportNumberConflicts } from './db/numberConflicts';
import type { Database } from './db/schema';
import { seedDatabase } from './db/seed';
import { seedDeviceLicences } from './devices/deviceLicences';
import { HANDLERS } from './handlers';
import { registerCompression } from './http/compression';
import { installErrorHandling } from './http/errorHandling';
import { redactedRequest } from './http/logRedaction';
import { registerEndpoints } from './http/registerEndpoints';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerSignInRateLimit } from './http/signInRateLimit';
import { seedDemoLicence } from './licence/licenceStore';
import { HttpsServer } from './maintenance/httpsServer';
import { readStoredPorts, registerMaintenance, startStoredHttps } from './maintenance/maintenanceHandlers';
import { startMonitor } from './monitor/monitorService';
import { registerCors } from './origins/corsRegistration';
import { OriginRegistry, registerOriginRegistry } from './origins/originPolicy';
import { proxyTrust } from './origins/trustedProxies';
import { registerPartnerTokenRoute } from './partner/partnerTokenRoute';
import { registerPublicRoutes } from './public/publicRoutes';
import { startResourceMonitor } from './resmonitor/resourceMonitor';
import { registerMediaRoute } from './resources';
import { seedCronTasks, startScheduler } from './scheduler/scheduler';
import { shareSessionForgetting } from './security/sessionCache';
import { removeOldLogFiles } from './servicelog/logFiles';
import { LogFollowers, registerServiceLog } from './servicelog/logFollowers';
import { registerServiceLogRoutes } from './servicelog/logRoutes';
import { readLogSettings } from './servicelog/logSettings';
import { createServiceLog, runtimeLevelOf } from './servicelog/serviceLogger';
import { simulatorEnabled, startSimulator } from './simulator/trafficSimulator';
import { registerStatic } from './static';
import { registerFreeswitchRoutes } from './switch/freeswitchRoutes';
import { sealClearGatewaySecrets } from './switch/gatewaySecrets';
import { registerHealthRoute } from './switch/hotStandby';
import { hashClearSipSecrets } from './switch/sipSecrets';
import { seedSwitch } from './switch/switchTables';
import { type Publish, startRealtime } from './ws';

/** How long close() lets requests in flight finish before it cuts their connections. */
const CLOSE_GRACE_MS = 2000;

export interface RunningServer {
  app: FastifyInstance;
  /** Base URL of the HTTP server, e.g. `http://127.0.0.1:3000`. */
  url: string;
  /** Base URL of the WebSocket server, e.g. `ws://127.0.0.1:8012`. */
  wsUrl: string;
  /** The configuration in effect (ports resolved). */
  config: ServerConfig;
  db: Kysely<Database>;
  engine: Engine;
  publish: Publish;
  /** This server among the others on the same database (PostgreSQL), and whether it leads. */
  cluster: Cluster;
  /** Checks every open socket's session now, as the periodic check does. */
  recheckSockets(): Promise<void>;
  /** Takes a resource sample now, as the 10 s timer does (the resource monitor). */
  sampleResources(): Promise<unknown>;
  close(): Promise<void>;
}

function hostForUrl(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Starts the reference API (docs/architecture.md#reference-server): database migrated and seeded, the WebSocket on its own port,
 * every contract endpoint under `/api`, and the built console at `/` when present.
 */
export async function createServer(initialConfig: ServerConfig): Promise<RunningServer> {
  const { db, engine } = openDatabase(initialConfig.databaseUrl);
  // The service log — stdout at LOG_LEVEL, daily files and the live view at the run-time level.
  const serviceLog = createServiceLog({
    dataDir: initialConfig.dataDir,
    stdoutLevel: initialConfig.logLevel,
    level: runtimeLevelOf(initialConfig.logLevel),
  });
  // Fastify takes a logger instance's own `serializers` over its defaults: request URLs go out redacted.
  Object.assign(serviceLog.logger, { serializers: { req: redactedRequest } });
  const app = Fastify({
    loggerInstance: serviceLog.logger as FastifyBaseLogger,
    // A request's log lines carry the console's traceId, so a failure the console reports is found by it.
    requestIdHeader: 'traceid',
    // Only the listed proxies' X-Forwarded-* count: request.ip, request.host and request.protocol read them.
    trustProxy: initialConfig.trustedProxies.length ? initialConfig.trustedProxies : false,
    bodyLimit: initialConfig.bodyLimit,
    // docs/protocol.md / docs/behaviour.md#constants: one query-string reading for client and server, with the same limits.
    // A URL without a query (every contract call) skips qs, which sets up its options on each call.
    routerOptions: {
      querystringParser: (text: string) =>
        text.length === 0 ? {} : qs.parse(text, { ...QUERY_STRING_LIMITS }),
    },
  });
  let realtime: Awaited<ReturnType<typeof startRealtime>> | undefined;
  let logFollowers: LogFollowers | undefined;
  let cluster: Cluster | undefined;
  try {
    await migrateToLatest(db, engine);
    await reportNumberConflicts(db, app.log);
    // The ports stored in 服务配置 apply at this start where the environment set none (npm start).
    const storedPorts = initialConfig.useStoredPorts ? await readStoredPorts(db) : null;
    const startConfig: ServerConfig = storedPorts
      ? {
          ...initialConfig,
          port: storedPorts.http,
          wsPort: storedPorts.websocket,
          httpsPort: storedPorts.https,
        }
      : initialConfig;
    // A restore that crashed left its unpacked copy behind; none runs before this start is done.
    await cleanRestoreStaging(startConfig.dataDir);
    // A restore that stopped before carrying revoked keys and current passwords over finishes it now.
    await finishPendingCarryOver(db, startConfig.dataDir, Date.now());
    await seedDatabase(db, Date.now(), startConfig.dataDir);
    // The demo enterprises' call data (a modest volume; the seed command makes a million).
    await seedCalldataDemo(db, engine, Date.now(), startConfig.dataDir);
    await seedCronTasks(db, Date.now());
    await seedDemoLicence(db, Date.now());
    await seedDeviceLicences(db, Date.now());
    await seedSwitch(db, Date.now());
    await hashClearSipSecrets(db, startConfig.sipDomain);
    await sealClearGatewaySecrets(db, startConfig.gatewaySecretKey);
    // Two weeks of check-ins, so the attendance reports and calendars have something to show.
    await seedAttendanceHistory(db, Date.now());
    await seedDemoTasks(db, Date.now());
    const logSettings = await readLogSettings(db, runtimeLevelOf(startConfig.logLevel));
    serviceLog.setLevel(logSettings.level);
    await removeOldLogFiles(startConfig.dataDir, logSettings.retentionDays);
    // The partner-portal origins (ALLOWED_ORIGINS and each enterprise's registered ones).
    const origins = new OriginRegistry(db, startConfig.allowedOrigins);
    registerOriginRegistry(db, origins);
    realtime = await startRealtime({
      db,
      allowsOrigin: (origin, session) =>
        origins.allowsSession(origin, session.enterpriseId, session.partnerOrigins),
      consolePort: () => {
        const address = app.server.address();
        return typeof address === 'object' && address ? address.port : startConfig.port;
      },
      trustsProxy: proxyTrust(startConfig.trustedProxies),
      host: startConfig.host,
      port: startConfig.wsPort,
      sessionIdleMinutes: startConfig.sessionIdleMinutes,
      recheckMs: startConfig.socketRecheckMs,
      log: app.log,
    });
    const config: ServerConfig = { ...startConfig, wsPort: realtime.port };
    // The other servers on the same PostgreSQL database hear this one's events, and one leads.
    cluster = await startCluster({
      engine,
      databaseUrl: startConfig.databaseUrl,
      db,
      log: app.log,
      local: { publish: realtime.publish, closeSessionSockets: realtime.closeSessionSockets },
      leaderRetryMs: startConfig.leaderRetryMs,
    });
    const activeCluster = cluster;
    // What one server's writes make stale in the others' session caches.
    shareSessionForgetting(db, activeCluster);

    // Keep the exact body string: the Sign covers it byte for byte (docs/protocol.md). Other media types
    // are refused (415 → a -1 envelope), except what plugins register for their own routes.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    installErrorHandling(app);
    await registerCors(app, origins);
    await registerCompression(app);
    await registerSecurityHeaders(app, realtime.port);
    await registerSignInRateLimit(app, db, config.signInPerMinute, config.appRequestsPerMinute);
    registerEndpoints(app, HANDLERS, {
      db,
      config,
      publish: cluster.publish,
      closeSessionSockets: cluster.closeSessionSockets,
    });
    // docs/protocol.md media: signed URLs, answered without a token while their session lives (server/resources/media.ts).
    const sessionIdleMs = config.sessionIdleMinutes * 60_000;
    registerMediaRoute(app, { db, dataDir: config.dataDir, sessionIdleMs });
    registerCalldataRoutes(app, { db, dataDir: config.dataDir, sessionIdleMs });
    registerBackupRoutes(app, { db, dataDir: config.dataDir, sessionIdleMs });
    registerAppFileRoutes(app, { db, dataDir: config.dataDir, sessionIdleMs });
    registerBrandingRoutes(app, { dataDir: config.dataDir });
    registerPartnerTokenRoute(app, { db, config });
    registerPublicRoutes(app, { config, wsPort: realtime.port });
    registerServiceLogRoutes(app, { db, dataDir: config.dataDir, sessionIdleMs });
    registerFreeswitchRoutes(app, { db, config });
    registerHealthRoute(app, { db, config });
    logFollowers = new LogFollowers(serviceLog, realtime.publish);
    registerServiceLog(db, { serviceLog, followers: logFollowers });
    await registerStatic(app, config);

    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const running = { ...config, port };
    const activeRealtime = realtime;
    // HTTPS beside HTTP once a certificate is installed (服务配置 › SSL), without a restart.
    const https = new HttpsServer(app, config.host, config.httpsPort);
    registerMaintenance(db, {
      https,
      socketCount: activeRealtime.socketCount,
      startedAt: Date.now(),
      running: { http: port, websocket: activeRealtime.port },
    });
    await startStoredHttps(config.dataDir, https).catch((error: unknown) =>
      app.log.warn({ err: error }, 'the stored certificate could not be served: HTTPS stays off'),
    );
    // The optional traffic simulator (SIMULATOR=1), on the leading server only, then
    // host samples and the `monitor` push (each server its own, to its own sockets).
    const simulating = simulatorEnabled();
    let simulator: ReturnType<typeof startSimulator> | undefined;
    const stopSimulating = simulating
      ? activeCluster.onLeadership((leading) => {
          if (leading && !simulator)
            simulator = startSimulator({ db, publish: activeCluster.publish, config: running, log: app.log });
          else if (!leading && simulator) {
            simulator.stop();
            simulator = undefined;
          }
        })
      : () => {};
    // Dispatch tasks whose deadline passed are marked (logged once, pushed) by the leading server.
    let stopOverdueSweep: (() => void) | undefined;
    const stopSweeping = activeCluster.onLeadership((leading) => {
      if (leading && !stopOverdueSweep)
        stopOverdueSweep = startTaskOverdueSweep({ db, publish: activeCluster.publish, log: app.log });
      else if (!leading && stopOverdueSweep) {
        stopOverdueSweep();
        stopOverdueSweep = undefined;
      }
    });
    // The platform's scheduled tasks (server/scheduler), fired by the leading server.
    const scheduler = await startScheduler({ db, config: running, log: app.log }, activeCluster);
    const monitor = startMonitor({
      db,
      publish: activeRealtime.publish,
      dataDir: config.dataDir,
      sessionIdleMs: config.sessionIdleMinutes * 60_000,
      simulated: () => simulating,
      log: app.log,
    });
    // This server's resources, sampled, kept 24 h and pushed to the resource monitor.
    const resources = startResourceMonitor({
      db,
      engine,
      dataDir: config.dataDir,
      port,
      publish: activeRealtime.publish,
      socketCount: activeRealtime.socketCount,
      log: app.log,
    });
    return {
      app,
      url: `http://${hostForUrl(config.host)}:${port}`,
      wsUrl: `ws://${hostForUrl(config.host)}:${activeRealtime.port}`,
      config: running,
      db,
      engine,
      publish: activeRealtime.publish,
      recheckSockets: activeRealtime.recheckSessions,
      sampleResources: resources.sampleNow,
      cluster: activeCluster,
      close: async () => {
        stopSimulating();
        simulator?.stop();
        stopSweeping();
        stopOverdueSweep?.();
        scheduler.stop();
        monitor.stop();
        resources.stop();
        await https.stop();
        await activeRealtime.close();
        // Fastify waits for every request in flight; a media response whose client went quiet would hold the
        // close open for good (seen in the API tests). After a short grace the connections left are cut.
        const cutConnections = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
        await app.close();
        clearTimeout(cutConnections);
        logFollowers?.stop();
        await serviceLog.close();
        await activeCluster.close();
        await db.destroy();
      },
    };
  } catch (error) {
    await cluster?.close();
    await realtime?.close();
    logFollowers?.stop();
    await app.close();
    await serviceLog.close();
    await db.destroy();
    throw error;
  }
}
