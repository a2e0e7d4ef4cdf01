import type { CLIENT_TYPES } from '../../../src/contract';
import type { LoginFailureReason } from '../../../src/contract/calldata';
import type { MediaPool, PoolFile } from './mediaPool';
import type { Cast, Person } from './people';
import { Random } from './random';
import type { RowSink } from './rowSink';

/*
 * Realistic call data for one enterprise (issue 5): calls between members and to/from outside numbers with
 * the usual mix of outcomes and lengths, recordings (and video) for a share of the answered ones, clips,
 * PTT conversations as runs of bursts in a group, and alarms moved along their workflow. Rows are made in
 * time order and handed to the sink in chunks, so memory stays flat for a million rows.
 */

const DAY = 86_400_000;

type ClientType = (typeof CLIENT_TYPES)[number];
const CHUNK = 5_000;

export interface Volumes {
  cdr: number;
  media: number;
  ptt: number;
  sos: number;
  logins: number;
}

export interface GenerationTarget {
  sink: RowSink;
  enterpriseId: string;
  cast: Cast;
  pool: MediaPool;
  /** First free id of each table (rows get explicit ids so files can point at them). */
  nextIds: Record<'call_records' | 'call_files' | 'media_records' | 'ptt_records' | 'sos_alarms', number>;
  now: number;
  /** Records spread over this many days back from now. */
  days: number;
  seed: number;
  volumes: Volumes;
  onProgress?(table: string, done: number, total: number): void;
}

const CDR_COLUMNS = [
  'id',
  'enterprise_id',
  'direction',
  'caller_number',
  'caller_name',
  'callee_number',
  'callee_name',
  'start_time',
  'answer_time',
  'end_time',
  'duration_sec',
  'billed_sec',
  'status',
  'hangup_cause',
  'call_type',
  'has_recording',
] as const;
const FILE_COLUMNS = [
  'id',
  'enterprise_id',
  'record_table',
  'record_id',
  'kind',
  'name',
  'content_type',
  'size',
  'duration_ms',
  'stored_name',
  'created_at',
] as const;
const MEDIA_COLUMNS = [
  'id',
  'enterprise_id',
  'member_name',
  'member_account',
  'group_name',
  'start_time',
  'duration_sec',
  'media_type',
  'size',
  'latitude',
  'longitude',
  'address',
  'file_id',
  'thumbnail_file_id',
] as const;
const PTT_COLUMNS = [
  'id',
  'enterprise_id',
  'group_name',
  'talker_name',
  'talker_extension',
  'start_time',
  'end_time',
  'duration_ms',
  'latitude',
  'longitude',
  'address',
  'emergency',
  'file_id',
] as const;
const SOS_COLUMNS = [
  'id',
  'enterprise_id',
  'member_name',
  'member_account',
  'device_id',
  'alarm_time',
  'alarm_type',
  'latitude',
  'longitude',
  'accuracy_m',
  'address',
  'status',
  'acknowledged_by',
  'acknowledged_at',
  'closed_by',
  'closed_at',
  'notes',
  'related_cdr_id',
  'related_ptt_id',
  'related_media_id',
] as const;
const LOGIN_COLUMNS = [
  'account',
  'enterprise_id',
  'time',
  'result',
  'failure_reason',
  'ip',
  'user_agent',
  'client_type',
] as const;

const STREETS = [
  'Harbour Road',
  'Station Street',
  'Depot Lane',
  'Ring Road North',
  'Market Square',
  'Dock 4',
];
const HANGUP: Record<string, string> = {
  answered: 'NORMAL_CLEARING',
  no_answer: 'NO_ANSWER',
  busy: 'USER_BUSY',
  cancelled: 'ORIGINATOR_CANCEL',
  failed: 'NETWORK_OUT_OF_ORDER',
};

function outsideNumber(random: Random): string {
  return `13${random.int(0, 9)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
}

function location(random: Random): [number, number, string] {
  return [
    Math.round((31.2 + random.next() * 0.1) * 1e6) / 1e6,
    Math.round((121.4 + random.next() * 0.15) * 1e6) / 1e6,
    `${random.int(1, 400)} ${random.pick(STREETS)}`,
  ];
}

/** Times spread evenly (with jitter) from `days` ago to now, increasing: index-friendly inserts. */
function timeAt(target: GenerationTarget, index: number, count: number, random: Random): number {
  const span = target.days * DAY;
  const step = span / Math.max(1, count);
  return Math.round(target.now - span + index * step + random.next() * step * 0.9);
}

class Files {
  rows: unknown[][] = [];
  constructor(private readonly target: GenerationTarget) {}

  add(table: string, recordId: number, file: PoolFile, name: string, created: number): number {
    const id = this.target.nextIds.call_files++;
    this.rows.push([
      id,
      this.target.enterpriseId,
      table,
      recordId,
      file.kind,
      `${name}.${file.extension}`,
      file.contentType,
      file.size,
      file.durationMs,
      file.storedName,
      created,
    ]);
    return id;
  }

  async flush(): Promise<void> {
    if (this.rows.length) await this.target.sink.insert('call_files', FILE_COLUMNS, this.rows);
    this.rows = [];
  }
}

async function generateCalls(
  target: GenerationTarget,
  random: Random,
  files: Files,
): Promise<[number, number]> {
  const { cast, enterpriseId, pool } = target;
  const count = target.volumes.cdr;
  const firstId = target.nextIds.call_records;
  for (let start = 0; start < count; start += CHUNK) {
    const rows: unknown[][] = [];
    for (let index = start; index < Math.min(count, start + CHUNK); index++) {
      const id = target.nextIds.call_records++;
      const direction = random.weighted({ internal: 5, outbound: 3, inbound: 2 });
      const member: Person = random.pick(cast.people);
      const other: Person = random.pick(cast.people);
      const outside = outsideNumber(random);
      const [caller, callee] =
        direction === 'internal'
          ? [member, other]
          : direction === 'outbound'
            ? [member, { name: '', account: '', extension: outside }]
            : [{ name: '', account: '', extension: outside }, member];
      const status = random.weighted({ answered: 70, no_answer: 12, busy: 6, cancelled: 8, failed: 4 });
      const callType = random.weighted({ audio: 75, video: 12, ptt: 8, broadcast: 5 });
      const startTime = timeAt(target, index, count, random);
      const ring = random.int(2, 15);
      const talk = status === 'answered' ? Math.max(1, Math.round(random.exponential(90))) : 0;
      const answerTime = status === 'answered' ? startTime + ring * 1000 : null;
      const endTime = startTime + (ring + talk) * 1000;
      const recorded =
        status === 'answered' && (callType === 'audio' || callType === 'video') && random.chance(0.3);
      rows.push([
        id,
        enterpriseId,
        direction,
        caller.extension,
        caller.name,
        callee.extension,
        callee.name,
        startTime,
        answerTime,
        endTime,
        ring + talk,
        talk,
        status,
        HANGUP[status],
        callType,
        recorded ? 1 : 0,
      ]);
      if (recorded) {
        const stem = `call-${id}`;
        files.add('call_records', id, random.pick(pool.audio), stem, endTime);
        if (callType === 'video') files.add('call_records', id, random.pick(pool.video), stem, endTime);
      }
    }
    await target.sink.insert('call_records', CDR_COLUMNS, rows);
    await files.flush();
    target.onProgress?.('call_records', Math.min(count, start + CHUNK), count);
  }
  return [firstId, target.nextIds.call_records - 1];
}

/**
 * Who made each generated clip and when, by position (clip `firstId + index`), for alarms to link one.
 * Typed arrays: a million clips stay a few megabytes.
 */
export interface ClipIndex {
  firstId: number;
  /** Index into `cast.people` of each clip's member. */
  members: Uint32Array;
  /** Start times, in generation order, which is time order. */
  times: Float64Array;
}

async function generateClips(target: GenerationTarget, random: Random, files: Files): Promise<ClipIndex> {
  const { cast, enterpriseId, pool } = target;
  const count = target.volumes.media;
  const clips: ClipIndex = {
    firstId: target.nextIds.media_records,
    members: new Uint32Array(count),
    times: new Float64Array(count),
  };
  const personIndex = new Map(cast.people.map((person, index) => [person, index]));
  for (let start = 0; start < count; start += CHUNK) {
    const rows: unknown[][] = [];
    for (let index = start; index < Math.min(count, start + CHUNK); index++) {
      const id = target.nextIds.media_records++;
      const member = random.pick(cast.people);
      const video = random.chance(0.6);
      const file = random.pick(video ? pool.video : pool.audio);
      const startTime = timeAt(target, index, count, random);
      const fileId = files.add('media_records', id, file, `clip-${id}`, startTime);
      const thumbnail = video
        ? files.add('media_records', id, random.pick(pool.thumbnails), `clip-${id}`, startTime)
        : null;
      const [latitude, longitude, address] = location(random);
      clips.members[index] = personIndex.get(member)!;
      clips.times[index] = startTime;
      rows.push([
        id,
        enterpriseId,
        member.name,
        member.account,
        random.pick(cast.groups),
        startTime,
        Math.round(file.durationMs / 1000),
        video ? 'video' : 'audio',
        file.size,
        latitude,
        longitude,
        address,
        fileId,
        thumbnail,
      ]);
    }
    await target.sink.insert('media_records', MEDIA_COLUMNS, rows);
    await files.flush();
  }
  return clips;
}

async function generateBursts(
  target: GenerationTarget,
  random: Random,
  files: Files,
): Promise<[number, number]> {
  const { cast, enterpriseId, pool } = target;
  const count = target.volumes.ptt;
  const firstId = target.nextIds.ptt_records;
  let made = 0;
  while (made < count) {
    const rows: unknown[][] = [];
    // A conversation: a few bursts in one group, one after another.
    while (rows.length < CHUNK && made < count) {
      const group = random.pick(cast.groups);
      const emergency = random.chance(0.02) ? 1 : 0;
      let time = timeAt(target, made, count, random);
      const [latitude, longitude, address] = location(random);
      for (let burst = random.int(2, 8); burst > 0 && made < count; burst--, made++) {
        const id = target.nextIds.ptt_records++;
        const talker = random.pick(cast.people);
        const file = random.pick(pool.audio);
        const durationMs = Math.min(file.durationMs, random.int(1500, 12_000));
        const fileId = random.chance(0.9) ? files.add('ptt_records', id, file, `ptt-${id}`, time) : null;
        rows.push([
          id,
          enterpriseId,
          group,
          talker.name,
          talker.extension,
          time,
          time + durationMs,
          durationMs,
          latitude,
          longitude,
          address,
          emergency,
          fileId,
        ]);
        time += durationMs + random.int(300, 4000);
      }
    }
    await target.sink.insert('ptt_records', PTT_COLUMNS, rows);
    await files.flush();
  }
  return [firstId, target.nextIds.ptt_records - 1];
}

/** The share of alarms that link a clip (the member's terminal recorded around the alarm). */
const CLIP_LINK_SHARE = 1 / 3;
/** How far from an alarm a clip of the same member may be and still count as its clip. */
const CLIP_LINK_WINDOW_MS = DAY;

/**
 * The clip an alarm links to: the member's own clip nearest the alarm within a day, else the enterprise's
 * clip nearest in time. Null when the enterprise has no clips.
 */
export function clipNear(clips: ClipIndex, member: number, time: number): number | null {
  const { times, members } = clips;
  if (!times.length) return null;
  // The first clip at or after the alarm (times increase).
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (times[middle]! < time) low = middle + 1;
    else high = middle;
  }
  let nearest = low < times.length ? low : times.length - 1;
  if (low > 0 && (low === times.length || time - times[low - 1]! < times[low]! - time)) nearest = low - 1;
  // Walk outward from the alarm, nearer side first, while clips are still within the window.
  let before = low - 1;
  let after = low;
  while (true) {
    const beforeGap = before >= 0 ? time - times[before]! : Number.POSITIVE_INFINITY;
    const afterGap = after < times.length ? times[after]! - time : Number.POSITIVE_INFINITY;
    if (Math.min(beforeGap, afterGap) > CLIP_LINK_WINDOW_MS) break;
    const candidate = beforeGap <= afterGap ? before-- : after++;
    if (members[candidate] === member) return clips.firstId + candidate;
  }
  return clips.firstId + nearest;
}

async function generateAlarms(
  target: GenerationTarget,
  random: Random,
  calls: [number, number],
  bursts: [number, number],
  clips: ClipIndex,
): Promise<void> {
  const { cast, enterpriseId } = target;
  const count = target.volumes.sos;
  // Clip links draw from their own sequence: the main one (and so every other seeded value) stays as it was.
  const linking = new Random(target.seed ^ 0x5eed_c11b);
  const rows: unknown[][] = [];
  for (let index = 0; index < count; index++) {
    const id = target.nextIds.sos_alarms++;
    const member = random.pick(cast.people);
    const time = timeAt(target, index, count, random);
    const recent = target.now - time < DAY;
    const status = recent
      ? random.weighted({ open: 4, acknowledged: 2, resolved: 1 })
      : random.weighted({ resolved: 8, false_alarm: 2 });
    const who = random.pick(cast.dispatchers);
    const acknowledged = status === 'open' ? null : time + random.int(30, 600) * 1000;
    const closed =
      status === 'resolved' || status === 'false_alarm'
        ? (acknowledged ?? time) + random.int(60, 3600) * 1000
        : null;
    const [latitude, longitude, address] = location(random);
    const pickId = ([first, last]: [number, number]) =>
      last >= first && random.chance(0.5) ? random.int(first, last) : null;
    rows.push([
      id,
      enterpriseId,
      member.name,
      member.account,
      `IMEI-${String(random.int(0, 999_999)).padStart(6, '0')}`,
      time,
      random.weighted({ sos: 6, man_down: 2, geofence: 2 }),
      latitude,
      longitude,
      random.int(3, 60),
      address,
      status,
      acknowledged ? who : null,
      acknowledged,
      closed ? who : null,
      closed,
      closed ? 'Checked on site' : '',
      pickId(calls),
      pickId(bursts),
      linking.chance(CLIP_LINK_SHARE) ? clipNear(clips, cast.people.indexOf(member), time) : null,
    ]);
  }
  if (rows.length) await target.sink.insert('sos_alarms', SOS_COLUMNS, rows);
}

async function generateLogins(target: GenerationTarget, random: Random): Promise<void> {
  const rows: unknown[][] = [];
  const agents = [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0',
    'DispatchApp/3.2 (Android 13)',
    'Mozilla/5.0 (Macintosh) Safari/17.4',
  ];
  for (let index = 0; index < target.volumes.logins; index++) {
    const failed = random.chance(0.1);
    const client: ClientType = random.weighted({ web: 6, app: 3, dispatch: 1 });
    const reason: LoginFailureReason | null = failed
      ? random.weighted({
          wrongPassword: 12,
          unknownAccount: 3,
          smsCodeWrong: 2,
          wrongPasswordLocked: 1,
          locked: 1,
        })
      : null;
    rows.push([
      random.pick(target.cast.dispatchers),
      target.enterpriseId,
      timeAt(target, index, target.volumes.logins, random),
      failed ? 'failure' : 'success',
      reason,
      `10.0.${random.int(0, 20)}.${random.int(2, 250)}`,
      random.pick(agents),
      client,
    ]);
  }
  if (rows.length) await target.sink.insert('login_history', LOGIN_COLUMNS, rows);
}

/** Generates every table's rows for one enterprise, in one transaction. */
export async function generateRecords(target: GenerationTarget): Promise<void> {
  const random = new Random(target.seed);
  const files = new Files(target);
  await target.sink.transaction(async () => {
    const calls = await generateCalls(target, random, files);
    const clips = await generateClips(target, random, files);
    const bursts = await generateBursts(target, random, files);
    await generateAlarms(target, random, calls, bursts, clips);
    await generateLogins(target, random);
  });
}
