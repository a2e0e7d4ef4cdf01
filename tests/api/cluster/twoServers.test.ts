import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createServer, type RunningServer } from '../../../server/app';
import { schedulerOf } from '../../../server/scheduler/scheduler';
import { schedulerDb } from '../../../server/scheduler/schedulerTables';
import { realtimeProtocols } from '../../../src/contract/monitor';
import { ApiClient } from '../support/apiClient';
import { signInOn } from '../support/serverSignIn';
import { createTestDatabase, type TestDatabase, testConfig } from '../support/testServer';

/*
 * Two servers on one database. On PostgreSQL (the API stage that runs on it), an SOS alarm raised
 * through one server reaches a socket opened on the other, a sign-out through one closes the session's socket
 * on the other at once, exactly one server leads (the simulator and the schedules run there), and when the
 * leader stops the other takes the lead. On SQLite there is one server, which leads and delivers locally.
 */

const postgres = (process.env.DATABASE_URL ?? '').startsWith('postgres');
let database: TestDatabase;
let first: RunningServer;
let second: RunningServer;

beforeAll(async () => {
  database = await createTestDatabase();
  // The periodic socket check is put off, so a socket closed at once was closed by the cluster.
  const options = { leaderRetryMs: 200, socketRecheckMs: 3_600_000 };
  first = await createServer(testConfig(database.url, options));
  second = await createServer(testConfig(database.url, options));
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await database?.drop();
});

interface Listening {
  socket: WebSocket;
  next(topic: string): Promise<unknown>;
  closed: Promise<number>;
}

function listen(server: RunningServer, token: string): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${server.wsUrl}/`, realtimeProtocols(token));
    const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)));
    const next = (topic: string) =>
      new Promise<unknown>((done) => {
        const listener = (raw: WebSocket.RawData) => {
          const message = JSON.parse(String(raw)) as { topic: string; data: unknown };
          if (message.topic !== topic) return;
          socket.off('message', listener);
          done(message.data);
        };
        socket.on('message', listener);
      });
    socket.once('open', () => resolve({ socket, next, closed }));
    socket.once('error', reject);
  });
}

describe('two servers on one database', () => {
  it('deliver each other’s events: an SOS raised through one reaches a socket on the other', async () => {
    const onSecond = await listen(second, await signInOn(second, 'acme', 'Acme@1234'));
    const heard = onSecond.next('sos');
    const client = new ApiClient(first.url, first.config);
    const token = await signInOn(first, 'acme', 'Acme@1234');
    const onFirst = await listen(first, token);
    const heardHere = onFirst.next('sos');
    const raised = await client.call('POST', '/sos/report', {
      body: { memberAccount: 'farah.silva01', alarmType: 'sos' },
      token,
    });
    expect(raised.envelope.message).toBe('');
    // The server that took the alarm delivers it to its own sockets in every case.
    expect(await heardHere).toMatchObject({ event: 'raised', alarm: { memberAccount: 'farah.silva01' } });
    // PostgreSQL carries it to the other server (SQLite has no channel between servers: one server only).
    if (postgres)
      expect(await heard).toMatchObject({ event: 'raised', alarm: { memberAccount: 'farah.silva01' } });
    onFirst.socket.close();
    onSecond.socket.close();
  });

  it('carry an event larger than a NOTIFY payload through the events table', async () => {
    const token = await signInOn(second, 'acme', 'Acme@1234');
    const onSecond = await listen(second, token);
    const enterpriseId = (
      await first.db
        .selectFrom('enterprises')
        .select('id')
        .where('prefix', '=', '8001')
        .executeTakeFirstOrThrow()
    ).id;
    const heard = onSecond.next('big');
    const blob = 'x'.repeat(20_000);
    // No socket of acme's is open on the first server: whoever hears it, hears it through the cluster.
    expect(first.cluster.publish('big', { blob }, { enterpriseId })).toBe(0);
    if (postgres) expect(await heard).toEqual({ blob });
    onSecond.socket.close();
  });

  it('a sign-out through one server closes the session’s socket on the other', async () => {
    const token = await signInOn(first, 'globex', 'Globex@123');
    const onSecond = await listen(second, token);
    const client = new ApiClient(first.url, first.config);
    await client.call('POST', '/login/logout', { body: {}, token });
    if (postgres) expect(await onSecond.closed).toBe(4401);
    else {
      // Without a cluster the other server's periodic session check closes it (within 10 s); run it now.
      await second.recheckSockets();
      expect(await onSecond.closed).toBe(4401);
    }
  });

  it('exactly one leads; when it stops, the other takes the lead', async () => {
    if (!postgres) {
      // SQLite: no shared lock, each server is its own platform and leads it.
      expect(first.cluster.isLeader()).toBe(true);
      expect(second.cluster.isLeader()).toBe(true);
      return;
    }
    expect([first.cluster.isLeader(), second.cluster.isLeader()]).toEqual([true, false]);
    // The schedules fire on the leader only (the seeded nightly backup is enabled).
    const { id: taskId } = await schedulerDb(first.db)
      .selectFrom('cron_tasks')
      .select('id')
      .where('kind', '=', 'databaseBackup')
      .executeTakeFirstOrThrow();
    expect(schedulerOf(first.db)?.isScheduled(taskId)).toBe(true);
    expect(schedulerOf(second.db)?.isScheduled(taskId)).toBe(false);
    const taken = new Promise<void>((done) => {
      const stop = second.cluster.onLeadership((leading) => {
        if (!leading) return;
        queueMicrotask(() => stop());
        done();
      });
    });
    await first.close();
    await taken;
    expect(second.cluster.isLeader()).toBe(true);
    await expect.poll(() => schedulerOf(second.db)?.isScheduled(taskId)).toBe(true);
    // The first server is closed; afterAll must not close it twice.
    first = { ...first, close: async () => {} };
  });
});
