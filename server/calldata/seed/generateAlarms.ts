import type { CLIENT_TYPES } from '../../../src/contract';
import type { LoginFailureReason } from '../../../src/contract/calldata';
import type { ClipIndex } from './generateMedia';
import { DAY, type GenerationTarget, location, timeAt } from './generationTarget';
import { Random } from './random';

/* Alarms moved along their workflow (linking calls, bursts and clips), and the dispatchers' sign-ins. */

type ClientType = (typeof CLIENT_TYPES)[number];

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

/** The share of alarms that link a clip (the member's terminal recorded around the alarm). */
const CLIP_LINK_SHARE = 1 / 3;
/** How far from an alarm a clip of the same member may be and still count as its clip. */
const CLIP_LINK_WINDOW_MS = DAY;

/**
 * The clip an alarm links to: the member's own clip nearest the alarm within a day, else the enterprise's
 * clip nearest in time. Null when the enterprise has no clips.
 */
function clipNear(clips: ClipIndex, member: number, time: number): number | null {
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

export async function generateAlarms(
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

export async function generateLogins(target: GenerationTarget, random: Random): Promise<void> {
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
