import { realtimeProtocols } from '../../../contract/monitor';
import type { RealtimeAddress } from './RealtimeClient';

/**
 * The socket URL (docs/protocol.md): the API's host (or the page's, when the API is the page origin) on
 * `wsport`, `wss:` under HTTPS. No token: it goes in a subprotocol (realtimeAddress), never in a URL.
 */
export function realtimeUrl(options: { apiBase: string; pageUrl: string; wsport: number }): string {
  const base = new URL(options.apiBase || options.pageUrl, options.pageUrl);
  const protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${base.hostname.includes(':') ? `[${base.hostname}]` : base.hostname}:${options.wsport}/`;
}

/** The socket's URL and the subprotocols that carry the token. */
export function realtimeAddress(options: {
  apiBase: string;
  pageUrl: string;
  wsport: number;
  token: string;
}): RealtimeAddress {
  return { url: realtimeUrl(options), protocols: realtimeProtocols(options.token) };
}
