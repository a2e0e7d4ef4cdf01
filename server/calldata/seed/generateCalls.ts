import { CHUNK, type Files, type GenerationTarget, timeAt } from './generationTarget';
import type { Person } from './people';
import type { Random } from './random';

/*
 * Calls between members and to/from outside numbers with the usual mix of outcomes and lengths, and
 * recordings (and video) for a share of the answered ones.
 */

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

export async function generateCalls(
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
