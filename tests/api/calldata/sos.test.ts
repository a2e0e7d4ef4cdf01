import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { SosAlarm } from '../../../src/contract/calldata';
import { realtimeProtocols } from '../../../src/contract/monitor';
import { type Page, type ResourceSession, signIn } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
let acme: ResourceSession;
let globex: ResourceSession;

beforeAll(async () => {
  t = await startTestServer();
  [acme, globex] = await Promise.all([signIn(t, 'acme'), signIn(t, 'globex')]);
});
afterAll(async () => t?.stop());

async function acmeMemberAccount(): Promise<string> {
  const members = await acme.ok<Page<{ account: string }>>('/localuser/page', { pageNum: 1, pageSize: 10 });
  return members.records[0]!.account;
}

interface Message {
  topic: string;
  data: unknown;
}

interface Listener {
  socket: WebSocket;
  messages: Message[];
}

function listen(token: string): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${t.server.wsUrl}/`, realtimeProtocols(token));
    const messages: Message[] = [];
    socket.on('message', (raw) => messages.push(JSON.parse(String(raw)) as Message));
    socket.on('open', () => resolve({ socket, messages }));
    socket.on('error', reject);
  });
}

/** The socket's first message: who the server took it for. */
async function hello(listener: Listener): Promise<{ userId: string; enterpriseId: string }> {
  await expect.poll(() => listener.messages[0]?.topic).toBe('hello');
  return listener.messages[0]!.data as { userId: string; enterpriseId: string };
}

let markers = 0;

/**
 * What a socket received before a marker published to its own enterprise after everything else: a socket
 * gets its messages in the order they were sent, so a message that was going to reach it is in this list —
 * absence is checked without waiting an arbitrary while.
 */
async function heardBeforeMarker(listener: Listener): Promise<Message[]> {
  const { enterpriseId } = await hello(listener);
  markers += 1;
  const marker = { topic: 'test-marker', data: { marker: markers } };
  t.server.publish(marker.topic, marker.data, { enterpriseId });
  const isMarker = (item: Message) =>
    item.topic === marker.topic && (item.data as { marker: number }).marker === markers;
  await expect.poll(() => listener.messages.some(isMarker)).toBe(true);
  return listener.messages.slice(0, listener.messages.findIndex(isMarker));
}

function sosTopics(messages: Message[]): Message[] {
  return messages.filter((item) => item.topic === 'sos');
}

describe('SOS workflow (open → acknowledged → resolved | false_alarm)', () => {
  it('acknowledge then resolve, with who, when and each note', async () => {
    const account = await acmeMemberAccount();
    const raised = await acme.ok<SosAlarm>('/sos/report', { memberAccount: account, alarmType: 'sos' });
    expect(raised).toMatchObject({ status: 'open', memberAccount: account, acknowledgedBy: null });
    const acknowledged = await acme.ok<SosAlarm>('/sos/transition', {
      id: raised.id,
      status: 'acknowledged',
      note: 'Calling the member',
    });
    expect(acknowledged).toMatchObject({ status: 'acknowledged', acknowledgedBy: 'acme' });
    expect(acknowledged.acknowledgedAt).toBeGreaterThanOrEqual(raised.alarmTime);
    const resolved = await acme.ok<SosAlarm>('/sos/transition', {
      id: raised.id,
      status: 'resolved',
      note: 'Member is safe',
    });
    expect(resolved).toMatchObject({ status: 'resolved', closedBy: 'acme' });
    expect(resolved.notes.split('\n')).toHaveLength(2);
    expect(resolved.notes).toContain('acme: Calling the member');
    expect(resolved.notes).toContain('acme: Member is safe');
  });

  it('an acknowledged alarm can be closed as a false alarm', async () => {
    const raised = await acme.ok<SosAlarm>('/sos/report', {
      memberAccount: await acmeMemberAccount(),
      alarmType: 'geofence',
    });
    await acme.ok('/sos/transition', { id: raised.id, status: 'acknowledged' });
    expect(await acme.ok('/sos/transition', { id: raised.id, status: 'false_alarm' })).toMatchObject({
      status: 'false_alarm',
    });
  });

  it('an invalid transition is refused with a message naming both states', async () => {
    const raised = await acme.ok<SosAlarm>('/sos/report', {
      memberAccount: await acmeMemberAccount(),
      alarmType: 'sos',
    });
    const skip = await acme.refused('/sos/transition', { id: raised.id, status: 'resolved' });
    expect(skip.message).toBe(
      message('en', 'calldata.sosAlarm.invalidTransition', {
        from: message('en', 'calldata.sosAlarm.values.status.open'),
        to: message('en', 'calldata.sosAlarm.values.status.resolved'),
      }),
    );
    const zh = await acme.refused('/sos/transition', { id: raised.id, status: 'open' }, 'zh_CN');
    expect(zh.message).toBe(
      message('zh_CN', 'calldata.sosAlarm.invalidTransition', { from: '待处理', to: '待处理' }),
    );
    await acme.ok('/sos/transition', { id: raised.id, status: 'acknowledged' });
    await acme.ok('/sos/transition', { id: raised.id, status: 'resolved' });
    const reopen = await acme.refused('/sos/transition', { id: raised.id, status: 'acknowledged' });
    expect(reopen.message).toContain('Resolved');
  });

  it('another enterprise cannot move Acme’s alarm; an unknown member is refused', async () => {
    const raised = await acme.ok<SosAlarm>('/sos/report', {
      memberAccount: await acmeMemberAccount(),
      alarmType: 'sos',
    });
    await globex.refused('/sos/transition', { id: raised.id, status: 'acknowledged' });
    const unknown = await acme.refused('/sos/report', { memberAccount: 'nobody-here', alarmType: 'sos' });
    expect(unknown.message).toBe(
      message('en', 'calldata.sosAlarm.unknownMember', { account: 'nobody-here' }),
    );
  });

  it('a new alarm is pushed on the sos topic to its enterprise only', async () => {
    const acmeSocket = await listen(acme.token);
    const globexSocket = await listen(globex.token);
    const raised = await acme.ok<SosAlarm>('/sos/report', {
      memberAccount: await acmeMemberAccount(),
      alarmType: 'sos',
    });
    await expect
      .poll(() => acmeSocket.messages.find((item) => item.topic === 'sos'))
      .toMatchObject({ topic: 'sos', data: { event: 'raised', alarm: { id: raised.id, status: 'open' } } });
    await acme.ok('/sos/transition', { id: raised.id, status: 'acknowledged' });
    await expect.poll(() => acmeSocket.messages.filter((item) => item.topic === 'sos').length).toBe(2);
    expect(sosTopics(await heardBeforeMarker(globexSocket))).toEqual([]);
    acmeSocket.socket.close();
    globexSocket.socket.close();
  });

  it('a sub-user hears alarms only when granted sos:search (docs/behaviour.md#validation); the administrator always does', async () => {
    const opsToken = await t.login('acme-ops');
    const ungranted = await listen(opsToken);
    const administrator = await listen(acme.token);
    const opsId = (await hello(ungranted)).userId;
    // The grant an enterprise administrator gives, written where sign-in reads it; a socket opened after it
    // carries it, the one opened before does not (permits are read from the token when a socket connects).
    await t.server.db
      .insertInto('account_permits')
      .values({ account_id: opsId, permit_value: 'sos:search' })
      .execute();
    try {
      const granted = await listen(opsToken);
      await hello(granted);
      const raised = await acme.ok<SosAlarm>('/sos/report', {
        memberAccount: await acmeMemberAccount(),
        alarmType: 'man_down',
      });
      const raisedMessage = { topic: 'sos', data: { event: 'raised', alarm: { id: raised.id } } };
      await expect
        .poll(() => administrator.messages.find((item) => item.topic === 'sos'))
        .toMatchObject(raisedMessage);
      await expect
        .poll(() => granted.messages.find((item) => item.topic === 'sos'))
        .toMatchObject(raisedMessage);
      expect(sosTopics(await heardBeforeMarker(ungranted))).toEqual([]);
      for (const listener of [ungranted, administrator, granted]) listener.socket.close();
    } finally {
      await t.server.db
        .deleteFrom('account_permits')
        .where('account_id', '=', opsId)
        .where('permit_value', '=', 'sos:search')
        .execute();
    }
  });

  it('the list filters by status and shows a new alarm at once', async () => {
    const before = await acme.ok<Page<SosAlarm>>('/sos/page', { pageNum: 1, pageSize: 20, status: 'open' });
    await acme.ok('/sos/report', { memberAccount: await acmeMemberAccount(), alarmType: 'sos' });
    const after = await acme.ok<Page<SosAlarm>>('/sos/page', { pageNum: 1, pageSize: 20, status: 'open' });
    expect(after.total).toBe(before.total + 1);
    expect(after.records.every((alarm) => alarm.status === 'open')).toBe(true);
  });
});
