/** Lone UTF-16 surrogates, which encodeURIComponent refuses; qs wrote them as U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** RFC 3986 percent-encoding, as qs writes it: encodeURIComponent leaves `!'()*` as they are. */
function encode(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD')).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function isNested(value: unknown): value is object {
  return value !== null && typeof value === 'object' && !(value instanceof Date);
}

function append(parts: string[], key: string, value: unknown): void {
  if (value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) append(parts, `${key}[]`, item);
    return;
  }
  // Not sent by the console today (every GET endpoint's request is flat), written in the same bracket form.
  if (isNested(value)) {
    for (const [name, item] of Object.entries(value)) append(parts, `${key}[${name}]`, item);
    return;
  }
  const text = value === null ? '' : value instanceof Date ? value.toISOString() : String(value);
  parts.push(`${encode(key)}=${encode(text)}`);
}

/**
 * GET parameters in the wire form the server's qs parser reads back under QUERY_STRING_LIMITS
 * (docs/protocol.md#the-calls): the form `qs.stringify(params, { arrayFormat: 'brackets' })` wrote, so qs
 * stays a server dependency only. Arrays as `a[]=1&a[]=2`; `undefined` is left out, `null` is an empty
 * value, an empty array sends nothing; numbers and booleans as their text.
 */
export function serializeQuery(params: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) append(parts, key, value);
  return parts.join('&');
}

const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/**
 * The URL of a call: `path` under `base` (unless `path` is absolute itself), then the query, after any the
 * path already has.
 */
export function buildUrl(base: string, path: string, params?: Record<string, unknown>): string {
  let url =
    base && !ABSOLUTE_URL.test(path)
      ? path
        ? `${base.replace(/\/?\/$/, '')}/${path.replace(/^\/+/, '')}`
        : base
      : path;
  const query = params ? serializeQuery(params) : '';
  if (!query) return url;
  const hash = url.indexOf('#');
  if (hash !== -1) url = url.slice(0, hash);
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
