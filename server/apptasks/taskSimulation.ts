import type { Kysely } from 'kysely';
import { OPEN_STAGES, type TaskPriority, type TaskStage } from '../../src/contract/apps';
import { Random } from '../calldata/seed/random';
import type { Database } from '../db/schema';
import { enterpriseFunctionsOf } from '../security/functionGate';
import type { Publish } from '../ws';
import { createTask, isAssignee, markOverdueTasks, stepTask, type TaskEnv } from './taskActions';
import { taskDb } from './taskTables';

/*
 * The traffic simulator's dispatch tasks. Each round, per active enterprise, the administrator now
 * and then gives a task to a few members or a call group, and assigned members work through open tasks —
 * through the same functions the console's and the app's endpoints use, so every step is checked, logged and
 * pushed exactly as a real one.
 */

/** Chance per enterprise and round (the simulator's round is ~3 s). */
const CREATE_RATE = 0.02;
const STEP_RATE = 0.08;
/** The simulator stops adding tasks to an enterprise with this many open ones. */
const MAX_OPEN = 30;

const TITLES = [
  '设备巡检 Equipment check',
  '现场支援 On-site support',
  '客户回访 Customer visit',
  '线路排查 Line inspection',
  '物资配送 Supply delivery',
  '安全检查 Safety inspection',
] as const;
const PRIORITIES: readonly TaskPriority[] = ['low', 'normal', 'normal', 'high', 'urgent'];
const NEXT: Partial<Record<TaskStage, Exclude<TaskStage, 'new'>>> = {
  new: 'accepted',
  accepted: 'in_progress',
  in_progress: 'done',
};

function pick<T>(items: readonly T[], random: () => number): T | undefined {
  return items.length ? items[Math.floor(random() * items.length) % items.length] : undefined;
}

async function maybeCreate(env: TaskEnv, enterpriseId: string, random: () => number): Promise<void> {
  const open = await taskDb(env.db)
    .selectFrom('app_tasks')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('enterprise_id', '=', enterpriseId)
    .where('stage', 'in', [...OPEN_STAGES])
    .executeTakeFirst();
  if (Number(open?.count ?? 0) >= MAX_OPEN) return;
  const admin = await env.db
    .selectFrom('accounts')
    .select('username')
    .where('enterprise_id', '=', enterpriseId)
    .where('role', '=', 'ENTERPRISE')
    .executeTakeFirst();
  const members = await env.db
    .selectFrom('members')
    .select('id')
    .where('enterprise_id', '=', enterpriseId)
    .where('status', '=', 'enabled')
    .limit(50)
    .execute();
  const groups = await env.db
    .selectFrom('call_groups')
    .select('id')
    .where('enterprise_id', '=', enterpriseId)
    .execute();
  const group = random() < 0.5 ? pick(groups, random) : undefined;
  const chosen = new Set<string>();
  if (!group)
    for (let count = 1 + Math.floor(random() * 2); count > 0; count--) {
      const member = pick(members, random);
      if (member) chosen.add(member.id);
    }
  if (!group && chosen.size === 0) return;
  await createTask(
    env,
    enterpriseId,
    {
      title: pick(TITLES, random) ?? TITLES[0],
      content: '',
      priority: pick(PRIORITIES, random) ?? 'normal',
      deadline: env.now + (30 + Math.floor(random() * 210)) * 60_000,
      latitude: null,
      longitude: null,
      address: '',
      memberIds: [...chosen],
      callGroupId: group?.id ?? null,
    },
    { kind: 'console', name: admin?.username ?? 'simulator' },
  );
}

/** An assigned, enabled member of the task (direct members first, then the call group's). */
async function workerOf(env: TaskEnv, taskId: string, callGroupId: string | null, random: () => number) {
  const direct = await taskDb(env.db)
    .selectFrom('app_task_members')
    .innerJoin('members', 'members.id', 'app_task_members.member_id')
    .select(['members.id', 'members.name', 'members.account'])
    .where('app_task_members.task_id', '=', taskId)
    .where('members.status', '=', 'enabled')
    .execute();
  const grouped = callGroupId
    ? await env.db
        .selectFrom('call_group_members')
        .innerJoin('members', 'members.id', 'call_group_members.member_id')
        .select(['members.id', 'members.name', 'members.account'])
        .where('call_group_members.call_group_id', '=', callGroupId)
        .where('members.status', '=', 'enabled')
        .execute()
    : [];
  return pick(direct.length ? direct : grouped, random);
}

async function maybeStep(env: TaskEnv, enterpriseId: string, random: () => number): Promise<void> {
  const open = await taskDb(env.db)
    .selectFrom('app_tasks')
    .selectAll()
    .where('enterprise_id', '=', enterpriseId)
    .where('stage', 'in', [...OPEN_STAGES])
    .orderBy('created_at')
    .limit(20)
    .execute();
  const task = pick(open, random);
  if (!task) return;
  const to = NEXT[task.stage as TaskStage];
  const worker = await workerOf(env, task.id, task.call_group_id, random);
  if (!to || !worker) return;
  const actor = { kind: 'member', memberId: worker.id, name: worker.name, account: worker.account } as const;
  if (!(await isAssignee(env, task, worker.id))) return;
  await stepTask(env, enterpriseId, task.id, to, actor);
}

export async function simulateTaskRound(options: {
  db: Kysely<Database>;
  publish: Publish;
  now: number;
  random: () => number;
}): Promise<void> {
  const { random } = options;
  const env: TaskEnv = { db: options.db, publish: options.publish, now: options.now };
  const enterprises = await options.db
    .selectFrom('enterprises')
    .select(['id', 'functions'])
    .where('status', '=', 'active')
    .where('demo', '=', 1)
    .execute();
  for (const { id, functions } of enterprises) {
    if (!enterpriseFunctionsOf(functions).includes('dispatch')) continue;
    if (random() < CREATE_RATE) await maybeCreate(env, id, random);
    if (random() < STEP_RATE) await maybeStep(env, id, random);
  }
  await markOverdueTasks(env);
}

/**
 * The demo's first tasks: for each active enterprise without any task, eight created over the last eight
 * hours and worked on by their members since (some done, some under way, some past their deadline), through
 * the same functions as the rounds above. Seeded from the enterprise's id: the same tasks on every machine.
 */
export async function seedDemoTasks(db: Kysely<Database>, now: number): Promise<void> {
  // Nobody is connected while the server starts: there is no one to tell.
  const publish: Publish = () => 0;
  const enterprises = await db
    .selectFrom('enterprises')
    .select(['id', 'functions'])
    .where('status', '=', 'active')
    .where('demo', '=', 1)
    .execute();
  for (const enterprise of enterprises) {
    if (!enterpriseFunctionsOf(enterprise.functions).includes('dispatch')) continue;
    const any = await taskDb(db)
      .selectFrom('app_tasks')
      .select('id')
      .where('enterprise_id', '=', enterprise.id)
      .limit(1)
      .executeTakeFirst();
    if (any) continue;
    const seed = new Random(Number.parseInt(enterprise.id.replace(/[^0-9a-f]/gi, '').slice(0, 8) || '1', 16));
    const random = () => seed.next();
    const hour = 3_600_000;
    for (let index = 0; index < 8; index++)
      await maybeCreate({ db, publish, now: now - (8 - index) * hour }, enterprise.id, random);
    for (let index = 0; index < 16; index++)
      await maybeStep({ db, publish, now: now - 6 * hour + index * 20 * 60_000 }, enterprise.id, random);
  }
}
