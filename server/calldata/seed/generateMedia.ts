import { CHUNK, type Files, type GenerationTarget, location, timeAt } from './generationTarget';
import type { Random } from './random';

/* Clips recorded by members' terminals, and PTT conversations as runs of bursts in a group. */

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

export async function generateClips(
  target: GenerationTarget,
  random: Random,
  files: Files,
): Promise<ClipIndex> {
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

export async function generateBursts(
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
