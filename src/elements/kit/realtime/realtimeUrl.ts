/**
 * The socket address (ARCHITECTURE §3): the API's host (or the page's, when the API is the page origin)
 * on `wsport`, `wss:` under HTTPS, with the token in `?token=`.
 */
export function realtimeUrl(options: {
  apiBase: string;
  pageUrl: string;
  wsport: number;
  token: string;
}): string {
  const base = new URL(options.apiBase || options.pageUrl, options.pageUrl);
  const protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${base.hostname.includes(':') ? `[${base.hostname}]` : base.hostname}:${options.wsport}/?token=${encodeURIComponent(options.token)}`;
}
