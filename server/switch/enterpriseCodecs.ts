import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enterpriseFunctionsOf } from '../security/functionGate';

/*
 * An enterprise without the video function is offered no video codec by the switch: its directory users
 * carry `absolute_codec_string` (the codecs a call to them may use) and its dialplan context sets the same
 * before anything else runs, both the platform's codec list without video codecs. An enterprise with video
 * is given nothing here: the profile's own preferences apply. Kept apart from the directory lookup and the
 * rule builder so those stay as they are.
 */

/** Video codec names as FreeSWITCH spells them (mod_h26x, mod_vpx, mod_av, …). */
const VIDEO_CODECS = new Set([
  'H261',
  'H263',
  'H263-1998',
  'H263-2000',
  'H264',
  'H265',
  'VP8',
  'VP9',
  'AV1',
  'MP4V',
  'THEORA',
]);

/** The platform's codec preferences when nothing is stored (switch_vars global_codec_prefs). */
const DEFAULT_CODECS = 'OPUS,G722,PCMU,PCMA';

/** A codec list (`OPUS,H264@90000h,PCMU`) with its video codecs left out. */
export function withoutVideoCodecs(codecs: string): string {
  return codecs
    .split(',')
    .map((codec) => codec.trim())
    .filter((codec) => codec && !VIDEO_CODECS.has(codec.split('@')[0]!.toUpperCase()))
    .join(',');
}

/**
 * The audio-only codec list an enterprise (by prefix) is held to, or null when it has the video function
 * (or is unknown: the switch's own preferences apply).
 */
export async function audioOnlyCodecsOf(db: Kysely<Database>, prefix: string): Promise<string | null> {
  const enterprise = await db
    .selectFrom('enterprises')
    .select('functions')
    .where('prefix', '=', prefix)
    .executeTakeFirst();
  if (!enterprise || enterpriseFunctionsOf(enterprise.functions).includes('video')) return null;
  const stored = await (
    db as unknown as Kysely<{ switch_vars: { name: string; value: string; enabled: number } }>
  )
    .selectFrom('switch_vars')
    .select('value')
    .where('name', '=', 'global_codec_prefs')
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return withoutVideoCodecs(stored?.value || DEFAULT_CODECS);
}

/**
 * The call type the CDR intake stores. A video call of an enterprise without the video function is stored
 * as an audio call, not refused: the call happened and is billed (only its picture was not the enterprise's
 * to have, e.g. a switch still holding an older configuration), and the enterprise's lists never show a
 * function it does not have.
 */
export async function intakeCallType(
  db: Kysely<Database>,
  enterpriseId: string,
  video: boolean,
): Promise<'video' | 'audio'> {
  if (!video) return 'audio';
  const enterprise = await db
    .selectFrom('enterprises')
    .select('functions')
    .where('id', '=', enterpriseId)
    .executeTakeFirst();
  return enterprise && enterpriseFunctionsOf(enterprise.functions).includes('video') ? 'video' : 'audio';
}
