import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { reportSosAlarm } from '../../src/contract/calldata';
import { parseFunctions } from '../accounts/enterpriseRows';
import { simulateTaskRound } from '../apptasks';
import { simulateAttendanceRound } from '../attendance/attendanceSimulation';
import { insertCallRecord } from '../calldata/callRecordWrites';
import { forgetCounts } from '../calldata/countCache';
import { type Cast, castOf } from '../calldata/seed/people';
import { SOS_HANDLERS } from '../calldata/sosHandlers';
import { calldataDb } from '../calldata/tables';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { Session } from '../security/sessions';
import type { Publish } from '../ws';

/*
 * The optional traffic simulator ("on in the demo start, off in tests unless asked"; SIMULATOR=1).
 * It stands in for the SIP switch and the terminals so the dashboard and the call-data lists move:
 *  - calls and PTT bursts are written as the switch would write them, a record per call with its start and
 *    end, at the moment the call starts, so while it lasts it counts as "in progress" (start <= now < end)
 *    and the dashboard's channels move; the call-data list caches are told (forgetCounts);
 *  - SOS alarms go through the call-data module's own report handler (server/calldata/sosHandlers.ts), so
 *    they are stored, logged and pushed on the `sos` topic exactly like a terminal's report.
 */

export interface SimulatorOptions {
  db: Kysely<Database>;
  publish: Publish;
  config: ServerConfig;
  log?: FastifyBaseLogger;
  /** Time between rounds (default 3 s). */
  intervalMs?: number;
  /** Chance per enterprise and round of a new call, a PTT burst, an SOS alarm. */
  rates?: { call: number; ptt: number; sos: number };
  random?: () => number;
}

export interface RunningSimulator {
  stop(): void;
  /** One round now (tests, bench). */
  round(now?: number): Promise<void>;
}

const DEFAULT_RATES = { call: 0.6, ptt: 0.5, sos: 0.004 };
const OUTCOMES = [
  { status: 'answered', share: 0.72, cause: 'NORMAL_CLEARING' },
  { status: 'no_answer', share: 0.12, cause: 'NO_ANSWER' },
  { status: 'busy', share: 0.08, cause: 'USER_BUSY' },
  { status: 'cancelled', share: 0.05, cause: 'ORIGINATOR_CANCEL' },
  { status: 'failed', share: 0.03, cause: 'NORMAL_TEMPORARY_FAILURE' },
] as const;

/** The outcome a uniform roll in [0, 1) falls on, by the shares above. */
export function outcomeOf(roll: number): (typeof OUTCOMES)[number] {
  let rest = roll;
  for (const outcome of OUTCOMES) {
    rest -= outcome.share;
    if (rest < 0) return outcome;
  }
  return OUTCOMES[0];
}

/**
 * On only when SIMULATOR=1 says so. `npm start` (scripts/start.mjs) sets it unless NODE_ENV=production, so a
 * production start runs without it unless switched on.
 */
export function simulatorEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SIMULATOR === '1' || env.SIMULATOR === 'true';
}

/** The enterprises the simulator feeds: the demo ones (migration 0050), open, never one created later. */
function demoEnterprises(db: Kysely<Database>) {
  return db
    .selectFrom('enterprises')
    .select(['id', 'name', 'prefix', 'functions'])
    .where('status', '=', 'active')
    .where('demo', '=', 1)
    .orderBy('prefix')
    .execute();
}

/** The start banner's line: whether the simulator runs and which enterprises it feeds. */
export async function simulatorBannerLine(db: Kysely<Database>, env: NodeJS.ProcessEnv = process.env) {
  if (!simulatorEnabled(env))
    return '  Traffic simulator: off (SIMULATOR=1 turns it on for the demo enterprises).';
  const fed = await demoEnterprises(db);
  const names = fed.map((enterprise) => `${enterprise.name} (${enterprise.prefix})`).join(', ');
  return `  Traffic simulator: on, feeding the demo enterprises only: ${names || 'none'} (SIMULATOR=0 turns it off).`;
}

/** Where the demo's terminals are: around a city centre (Shanghai), within a few kilometres. */
const DEMO_CENTRE = { latitude: 31.2304, longitude: 121.4737 };

function positionNear(random: () => number): { latitude: number; longitude: number } {
  const spread = 0.05;
  return {
    latitude: Number((DEMO_CENTRE.latitude + (random() - 0.5) * spread).toFixed(6)),
    longitude: Number((DEMO_CENTRE.longitude + (random() - 0.5) * spread).toFixed(6)),
  };
}

/** A session standing for the simulated terminal gateway of one enterprise (it reports alarms). */
function gatewaySession(enterprise: { id: string; name: string; prefix: string }): Session {
  return {
    tokenHash: 'simulator',
    accountId: 'simulator',
    username: 'simulator',
    realName: 'Traffic simulator',
    role: 'ENTERPRISE',
    enterpriseId: enterprise.id,
    enterpriseName: enterprise.name,
    enterprisePrefix: enterprise.prefix,
    homePath: null,
    permits: [],
  };
}

export function startSimulator(options: SimulatorOptions): RunningSimulator {
  const random = options.random ?? Math.random;
  const rates = options.rates ?? DEFAULT_RATES;
  const db = calldataDb(options.db);
  const casts = new Map<string, Cast>();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const between = (min: number, max: number) => Math.round(min + random() * (max - min));

  async function call(enterpriseId: string, cast: Cast, functions: readonly string[], now: number) {
    const [caller, callee] = [pick(cast.people), pick(cast.people)];
    const outcome = outcomeOf(random());
    const answered = outcome.status === 'answered';
    const ring = between(2, 15) * 1000;
    const talk = answered ? between(10, 240) : 0;
    const ringSec = Math.round(ring / 1000);
    await insertCallRecord(options.db, {
      enterprise_id: enterpriseId,
      direction: 'internal',
      caller_number: caller.extension,
      caller_name: caller.name,
      callee_number: callee.extension,
      callee_name: callee.name,
      start_time: now,
      answer_time: answered ? now + ring : null,
      end_time: now + ring + talk * 1000,
      // As a switch bills: the duration runs from the first ring, the billed time from the answer.
      duration_sec: ringSec + talk,
      billed_sec: talk,
      status: outcome.status,
      hangup_cause: outcome.cause,
      call_type: functions.includes('video') && random() < 0.15 ? 'video' : 'audio',
      has_recording: 0,
      simulated: 1,
    });
  }

  async function burst(enterpriseId: string, cast: Cast, functions: readonly string[], now: number) {
    if (!cast.groups.length) return;
    const talker = pick(cast.people);
    const ms = between(2, 20) * 1000;
    await db
      .insertInto('ptt_records')
      .values({
        enterprise_id: enterpriseId,
        group_name: pick(cast.groups),
        talker_name: talker.name,
        talker_extension: talker.extension,
        start_time: now,
        end_time: now + ms,
        duration_ms: ms,
        ...(functions.includes('location') ? positionNear(random) : { latitude: null, longitude: null }),
        address: '',
        emergency: 0,
        file_id: null,
        simulated: 1,
      })
      .execute();
    forgetCounts(options.db, 'ptt_records', enterpriseId);
  }

  async function alarm(enterprise: { id: string; name: string; prefix: string }, cast: Cast, now: number) {
    const report = SOS_HANDLERS.find((handler) => handler.endpoint === reportSosAlarm);
    if (!report) return;
    const raised = (await report.run({
      input: {
        memberAccount: pick(cast.people).account,
        alarmType: pick(['sos', 'man_down', 'geofence'] as const),
        // A terminal reports where it is: a fix near the demo's city, a few metres to tens of metres wide.
        ...positionNear(random),
        accuracyM: between(3, 40),
      },
      session: gatewaySession(enterprise),
      db: options.db,
      config: options.config,
      client: { ip: '127.0.0.1', userAgent: 'traffic-simulator' },
      now,
      locale: 'en',
      publish: options.publish,
    })) as { id: string };
    await db.updateTable('sos_alarms').set({ simulated: 1 }).where('id', '=', Number(raised.id)).execute();
  }

  async function round(now = Date.now()) {
    for (const enterprise of await demoEnterprises(options.db)) {
      let cast = casts.get(enterprise.id);
      if (!cast) {
        // The enterprise's own members and groups only: no stand-ins.
        cast = await castOf(options.db, enterprise.id, { standIns: false });
        casts.set(enterprise.id, cast);
      }
      if (!cast.people.length) continue;
      const functions = parseFunctions(enterprise.functions);
      if (random() < rates.call) await call(enterprise.id, cast, functions, now);
      if (functions.includes('ptt') && random() < rates.ptt) await burst(enterprise.id, cast, functions, now);
      // A refused report (e.g. a member deleted meanwhile) is logged by the handler; the round goes on.
      if (functions.includes('sos') && random() < rates.sos)
        await alarm(enterprise, cast, now).catch(() => undefined);
    }
    // Members check in and out around their hours and work through dispatch tasks, through the
    // same code as the app's endpoints.
    await simulateAttendanceRound({ db: options.db, now, random });
    await simulateTaskRound({ db: options.db, publish: options.publish, now, random });
  }

  let running = true;
  let timer: NodeJS.Timeout | undefined;
  const loop = () => {
    timer = setTimeout(() => {
      round()
        .catch((error: unknown) => options.log?.error({ err: error }, 'traffic simulator round failed'))
        .finally(() => {
          if (running) loop();
        });
    }, options.intervalMs ?? 3_000);
    timer.unref();
  };
  loop();
  options.log?.info(
    'traffic simulator on (SIMULATOR=1): calls, PTT bursts, occasional SOS alarms, check-ins and dispatch tasks, in the demo enterprises only',
  );
  return {
    stop: () => {
      running = false;
      clearTimeout(timer);
    },
    round,
  };
}
