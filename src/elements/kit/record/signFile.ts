import type { EndpointDef } from '../../../contract/endpoint';
import { getRuntimeConfig } from '../../../core/config/runtimeConfig';
import { resolveMediaUrl } from '../media/useSignedMediaUrl';
import type { SignedSource } from './signedMediaSource';

type Call = (endpoint: EndpointDef, payload: unknown) => Promise<unknown>;

/**
 * Asks a call-data `mediaUrl` endpoint (`{fileId, download}`) for a signed URL, resolved against apiBase,
 * with its expiry (the kit's useSignedMediaUrl asks `{id}`; these endpoints take `{fileId}`).
 */
export async function signFile(
  call: Call,
  endpoint: EndpointDef,
  fileId: string,
  download = false,
): Promise<SignedSource> {
  const signed = (await call(endpoint, { fileId, download })) as SignedSource;
  return { url: resolveMediaUrl(signed.url, getRuntimeConfig()), expiresAt: signed.expiresAt };
}

/** The URL alone, for a download opened at once. */
export async function signFileUrl(
  call: Call,
  endpoint: EndpointDef,
  fileId: string,
  download = false,
): Promise<string> {
  return (await signFile(call, endpoint, fileId, download)).url;
}
