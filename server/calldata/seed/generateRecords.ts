import { generateAlarms, generateLogins } from './generateAlarms';
import { generateCalls } from './generateCalls';
import { generateBursts, generateClips } from './generateMedia';
import { Files, type GenerationTarget } from './generationTarget';
import { Random } from './random';

/*
 * Realistic call data for one enterprise: calls between members and to/from outside numbers with
 * the usual mix of outcomes and lengths, recordings (and video) for a share of the answered ones, clips,
 * PTT conversations as runs of bursts in a group, and alarms moved along their workflow. Rows are made in
 * time order and handed to the sink in chunks, so memory stays flat for a million rows.
 */

export type { GenerationTarget, Volumes } from './generationTarget';

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
