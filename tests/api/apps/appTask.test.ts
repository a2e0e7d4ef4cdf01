import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markOverdueTasks } from '../../../server/apptasks/taskActions';
import { taskDb } from '../../../server/apptasks/taskTables';
import type { AppTask, TaskAttachment, TaskLogEntry } from '../../../src/contract/apps';
import { type ResourceSession, signIn } from '../resources/resourceClient';
import { appSignIn, DEMO_PREFIX } from '../support/appMembers';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * Dispatch tasks, as the console and as the app: the workflow new → accepted → in progress → done,
 * only assignees acting (directly or through a call group), overdue marking, attachments stored as files,
 * export, and tenant isolation (globex neither sees nor acts on acme's tasks, by console or app).
 */

let t: TestServer;
let acme: ResourceSession;
let globex: ResourceSession;
/** An acme call group with at least one member, one of its members, and an acme member outside it. */
let group: { id: string; member: { id: string; account: string } };
let outsider: { id: string; account: string };

const tokens = new Map<string, string>();
async function appToken(account: string, prefix: string = DEMO_PREFIX.acme): Promise<string> {
  const key = `${prefix}/${account}`;
  let token = tokens.get(key);
  if (!token) {
    token = (await appSignIn(t, { prefix, account, deviceId: `task-phone-${prefix}-${tokens.size}` })).token;
    tokens.set(key, token);
  }
  return token;
}

const app = (method: 'GET' | 'POST', endpoint: string, token: string, input: Record<string, unknown> = {}) =>
  t.client.call(method, endpoint, {
    ...(method === 'GET' ? { query: input as Record<string, string> } : { body: input }),
    token,
    lang: 'en_US',
  });

async function appOk<T>(method: 'GET' | 'POST', endpoint: string, token: string, input = {}): Promise<T> {
  const result = await app(method, endpoint, token, input);
  expect(result.envelope.message, endpoint).toBe('');
  return result.data as T;
}

async function appRefused(endpoint: string, token: string, input: Record<string, unknown>): Promise<string> {
  const result = await app('POST', endpoint, token, input);
  expect(result.envelope.code, `${endpoint} should be refused`).toBe('-1');
  return result.envelope.message;
}

const newTask = (input: Record<string, unknown>) =>
  acme.ok<AppTask>('/task/add', { title: `Task ${Math.random().toString(36).slice(2, 8)}`, ...input });

beforeAll(async () => {
  t = await startTestServer();
  acme = await signIn(t, 'acme');
  globex = await signIn(t, 'globex');
  const db = t.server.db;
  const acmeId = (
    await db.selectFrom('enterprises').select('id').where('prefix', '=', '8001').executeTakeFirstOrThrow()
  ).id;
  const grouped = await db
    .selectFrom('call_group_members')
    .innerJoin('call_groups', 'call_groups.id', 'call_group_members.call_group_id')
    .innerJoin('members', 'members.id', 'call_group_members.member_id')
    .select(['call_groups.id as group_id', 'members.id', 'members.account'])
    .where('call_groups.enterprise_id', '=', acmeId)
    .where('members.status', '=', 'enabled')
    .orderBy('call_groups.number')
    .execute();
  const first = grouped[0];
  if (!first) throw new Error('acme has no call group with members');
  group = { id: first.group_id, member: { id: first.id, account: first.account } };
  const inGroup = new Set(grouped.filter((row) => row.group_id === group.id).map((row) => row.id));
  const others = await db
    .selectFrom('members')
    .select(['id', 'account'])
    .where('enterprise_id', '=', acmeId)
    .where('status', '=', 'enabled')
    .orderBy('account')
    .execute();
  const other = others.find((member) => !inGroup.has(member.id));
  if (!other) throw new Error('every acme member is in the group');
  outsider = other;
});
afterAll(async () => t?.stop());

describe('the workflow through the app', () => {
  it('a call group member sees the task, accepts it, works on it and finishes it; the log names each step', async () => {
    const task = await newTask({ callGroupId: group.id, priority: 'high', content: 'Check the pump' });
    expect(task).toMatchObject({ status: 'new', stage: 'new', callGroupId: group.id, createdBy: 'acme' });
    const token = await appToken(group.member.account);
    const listed = await appOk<{ records: AppTask[] }>('GET', '/app/task/list', token);
    expect(listed.records.map((row) => row.id)).toContain(task.id);

    const accepted = await appOk<AppTask>('POST', '/app/task/accept', token, { id: task.id });
    expect(accepted).toMatchObject({ status: 'accepted' });
    expect(accepted.acceptedBy).toContain(group.member.account);
    await appOk('POST', '/app/task/update', token, { id: task.id, status: 'in_progress', note: 'On my way' });
    await appOk('POST', '/app/task/comment', token, { id: task.id, text: 'Pump replaced' });
    const done = await appOk<AppTask>('POST', '/app/task/update', token, { id: task.id, status: 'done' });
    expect(done.status).toBe('done');
    expect(done.finishedAt).toEqual(expect.any(Number));

    const log = await acme.ok<{ records: TaskLogEntry[] }>('/task/log', { id: task.id });
    expect(log.records.map((entry) => [entry.action, entry.actorKind])).toEqual([
      ['created', 'console'],
      ['accepted', 'member'],
      ['in_progress', 'member'],
      ['comment', 'member'],
      ['done', 'member'],
    ]);
    expect(log.records[2]?.note).toBe('On my way');
    expect(log.records[3]?.actor).toContain(group.member.account);
    // A finished task leaves the member's open list and shows under "closed".
    const open = await appOk<{ records: AppTask[] }>('GET', '/app/task/list', token);
    expect(open.records.map((row) => row.id)).not.toContain(task.id);
    const closed = await appOk<{ records: AppTask[] }>('GET', '/app/task/list', token, { scope: 'closed' });
    expect(closed.records.map((row) => row.id)).toContain(task.id);
  });

  it('refuses steps out of order with a message naming the stages', async () => {
    const task = await newTask({ memberIds: [outsider.id] });
    const token = await appToken(outsider.account);
    expect(await appRefused('/app/task/update', token, { id: task.id, status: 'in_progress' })).toBe(
      'A task cannot go from "New" straight to "In progress"',
    );
    await appOk('POST', '/app/task/accept', token, { id: task.id });
    expect(await appRefused('/app/task/accept', token, { id: task.id })).toBe(
      'The task is already "Accepted"',
    );
    await appOk('POST', '/app/task/update', token, { id: task.id, status: 'done' });
    expect(await appRefused('/app/task/update', token, { id: task.id, status: 'in_progress' })).toBe(
      'The task is already done and cannot become "In progress"',
    );
    const cancel = await acme.refused('/task/cancel', { id: task.id });
    expect(cancel.message).toBe('The task is already done and cannot become "Cancelled"');
    const edit = await acme.refused('/task/update', { id: task.id, title: 'Too late' });
    expect(edit.message).toBe(message('en', 'apps.task.errors.notOpen'));
  });

  it('only assignees may act: a member outside the group and not named is refused', async () => {
    const task = await newTask({ callGroupId: group.id });
    const token = await appToken(outsider.account);
    const list = await appOk<{ records: AppTask[] }>('GET', '/app/task/list', token, { scope: 'all' });
    expect(list.records.map((row) => row.id)).not.toContain(task.id);
    for (const [endpoint, input] of [
      ['/app/task/accept', { id: task.id }],
      ['/app/task/comment', { id: task.id, text: 'Not mine' }],
    ] as const)
      expect(await appRefused(endpoint, token, input)).toBe(message('en', 'apps.task.errors.notAssignee'));
  });

  it('the console cancels an open task; the member can no longer accept it', async () => {
    const task = await newTask({ memberIds: [group.member.id] });
    const cancelled = await acme.ok<AppTask>('/task/cancel', { id: task.id, note: 'No longer needed' });
    expect(cancelled.status).toBe('cancelled');
    const token = await appToken(group.member.account);
    expect(await appRefused('/app/task/accept', token, { id: task.id })).toBe(
      'The task was cancelled and cannot become "Accepted"',
    );
  });

  it('a member cannot cancel: the app offers only in progress and done', async () => {
    const task = await newTask({ memberIds: [group.member.id] });
    const token = await appToken(group.member.account);
    const result = await app('POST', '/app/task/update', token, { id: task.id, status: 'cancelled' });
    expect(result.status).toBe(400);
  });
});

describe('the console', () => {
  it('refuses a task given to no one, or to a member or group of no one', async () => {
    expect((await acme.refused('/task/add', { title: 'Nobody' })).message).toBe(
      message('en', 'apps.task.errors.noAssignee'),
    );
    expect((await acme.refused('/task/add', { title: 'X', memberIds: ['nobody'] })).message).toBe(
      message('en', 'apps.task.errors.unknownMember', { id: 'nobody' }),
    );
  });

  it('edits an open task and logs the fields that changed; filters by status, priority, assignee, keyword', async () => {
    const task = await newTask({ memberIds: [outsider.id], priority: 'low' });
    const edited = await acme.ok<AppTask>('/task/update', {
      id: task.id,
      title: `${task.title} edited`,
      priority: 'urgent',
      memberIds: [outsider.id, group.member.id],
    });
    expect(edited.memberIds.sort()).toEqual([outsider.id, group.member.id].sort());
    const log = await acme.ok<{ records: TaskLogEntry[] }>('/task/log', { id: task.id });
    expect(log.records.at(-1)).toMatchObject({ action: 'updated', note: 'title,priority,memberIds' });

    const page = await acme.ok<{ records: AppTask[]; total: number }>('/task/page', {
      keyword: 'edited',
      priority: 'urgent',
      status: 'new',
      memberId: group.member.id,
    });
    expect(page.records.map((row) => row.id)).toEqual([task.id]);
    const none = await acme.ok<{ total: number }>('/task/page', { keyword: 'edited', status: 'done' });
    expect(none.total).toBe(0);
  });

  it('exports the tasks as CSV with translated statuses', async () => {
    const task = await newTask({ memberIds: [outsider.id], title: 'Exported task' });
    const file = await acme.download('/task/export', { keyword: 'Exported', format: 'csv' });
    expect(file.status).toBe(200);
    const text = file.content.toString('utf8');
    expect(text).toContain(task.title);
    expect(text).toContain('New');
  });

  it('stores attachments as files, serves them back, refuses other kinds and removes them with the task', async () => {
    const task = await newTask({ memberIds: [outsider.id] });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const upload = await acme.upload(
      '/task/upload',
      { name: 'photo.png', type: 'image/png', content: png },
      {
        taskId: task.id,
      },
    );
    expect(upload.envelope.code).toBe('0000');
    const attachment = upload.envelope.data as TaskAttachment;
    expect(attachment).toMatchObject({ fileName: 'photo.png', contentType: 'image/png', size: png.length });
    const folder = path.join(t.server.config.dataDir, 'tasks');
    const stored = fs.readdirSync(folder, { recursive: true }).map(String);
    expect(stored.some((name) => name.endsWith(`${attachment.id}.png`))).toBe(true);
    const back = await acme.download('/task/download', { id: attachment.id });
    expect(back.status).toBe(200);
    expect(Buffer.compare(back.content, png)).toBe(0);

    const exe = await acme.upload(
      '/task/upload',
      { name: 'photo.png', type: 'image/png', content: Buffer.from('MZ\x90\x00binary') },
      { taskId: task.id },
    );
    expect(exe.envelope.message).toBe(message('en', 'apps.task.errors.attachmentType'));
    const text = await acme.upload(
      '/task/upload',
      { name: 'notes.txt', type: 'text/plain', content: 'Gate code 1234\n' },
      { taskId: task.id },
    );
    expect(text.envelope.code).toBe('0000');

    await acme.ok('/task/delete', { ids: [task.id] });
    const after = fs.readdirSync(folder, { recursive: true }).map(String);
    expect(after.some((name) => name.includes(attachment.id))).toBe(false);
    expect((await acme.refused('/task/get', { id: task.id })).message).toBe(
      message('en', 'apps.task.errors.notFound', { id: task.id }),
    );
  });
});

describe('overdue', () => {
  it('an open task past its deadline reads as overdue at once and is logged once by the server', async () => {
    const task = await newTask({ memberIds: [outsider.id], deadline: Date.now() - 60_000 });
    expect(task.status).toBe('overdue');
    const page = await acme.ok<{ records: AppTask[] }>('/task/page', { status: 'overdue' });
    expect(page.records.map((row) => row.id)).toContain(task.id);
    await acme.ok('/task/page', {});
    const log = await acme.ok<{ records: TaskLogEntry[] }>('/task/log', { id: task.id });
    expect(log.records.filter((entry) => entry.action === 'overdue')).toHaveLength(1);
    expect(log.records.at(-1)).toMatchObject({ actorKind: 'system' });
    // Still workable: the member finishes it late.
    const token = await appToken(outsider.account);
    await appOk('POST', '/app/task/accept', token, { id: task.id });
    const done = await appOk<AppTask>('POST', '/app/task/update', token, { id: task.id, status: 'done' });
    expect(done.status).toBe('done');
  });

  it('the sweep marks a task when its deadline passes, and a new deadline ahead clears it', async () => {
    const now = Date.now();
    // The demo seed's tasks already past their deadline are marked first: this test counts its own.
    await markOverdueTasks({ db: t.server.db, publish: () => 0, now });
    const task = await newTask({ memberIds: [outsider.id], deadline: now + 3_600_000 });
    const published: unknown[] = [];
    const env = { db: t.server.db, publish: (_topic: string, data: unknown) => published.push(data), now };
    expect(await markOverdueTasks({ ...env, publish: () => 0 })).toBe(0);
    const marked = await markOverdueTasks({
      ...env,
      publish: (_topic, data) => published.push(data) && 1,
      now: now + 3_700_000,
    });
    expect(marked).toBeGreaterThanOrEqual(1);
    expect(published).toContainEqual(expect.objectContaining({ event: 'changed', taskId: task.id }));
    const row = await taskDb(t.server.db)
      .selectFrom('app_tasks')
      .select('overdue_at')
      .where('id', '=', task.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.overdue_at)).toBe(now + 3_700_000);
    await acme.ok('/task/update', { id: task.id, deadline: Date.now() + 7_200_000 });
    const cleared = await taskDb(t.server.db)
      .selectFrom('app_tasks')
      .select('overdue_at')
      .where('id', '=', task.id)
      .executeTakeFirstOrThrow();
    expect(cleared.overdue_at).toBeNull();
  });
});

describe('tenant isolation and tokens', () => {
  it("globex neither sees nor acts on acme's tasks", async () => {
    const task = await newTask({ memberIds: [outsider.id], title: 'Acme only' });
    const page = await globex.ok<{ records: AppTask[] }>('/task/page', { keyword: 'Acme only' });
    expect(page.records).toEqual([]);
    const notFound = message('en', 'apps.task.errors.notFound', { id: task.id });
    for (const [endpoint, input] of [
      ['/task/get', { id: task.id }],
      ['/task/update', { id: task.id, title: 'Taken' }],
      ['/task/cancel', { id: task.id }],
      ['/task/comment', { id: task.id, text: 'Hello' }],
      ['/task/log', { id: task.id }],
      ['/task/delete', { ids: [task.id] }],
    ] as const)
      expect((await globex.refused(endpoint, input)).message, endpoint).toBe(notFound);
    const still = await acme.ok<AppTask>('/task/get', { id: task.id });
    expect(still.status).toBe('new');
  });

  it("a globex member's app token cannot accept acme's task, nor see it", async () => {
    const task = await newTask({ callGroupId: group.id });
    const globexToken = (await appSignIn(t, { prefix: DEMO_PREFIX.globex, deviceId: 'task-phone-globex' }))
      .token;
    expect(await appRefused('/app/task/accept', globexToken, { id: task.id })).toBe(
      message('en', 'apps.task.errors.notFound', { id: task.id }),
    );
    const list = await appOk<{ records: AppTask[] }>('GET', '/app/task/list', globexToken, { scope: 'all' });
    expect(list.records.map((row) => row.id)).not.toContain(task.id);
  });

  it('console task endpoints refuse an app token, app task endpoints refuse a console token', async () => {
    const token = await appToken(group.member.account);
    const console = await t.client.call('POST', '/task/page', { body: {}, token, lang: 'en_US' });
    expect(console.status).toBe(403);
    expect(console.envelope.message).toBe(message('en', 'api.apps.appTokenRefused'));
    const fromConsole = await app('GET', '/app/task/list', acme.token);
    expect(fromConsole.status).toBe(403);
    expect(fromConsole.envelope.message).toBe(message('en', 'api.apps.consoleTokenRefused'));
  });
});
