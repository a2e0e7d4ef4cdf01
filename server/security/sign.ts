import { hash, timingSafeEqual } from 'node:crypto';

/** docs/protocol.md: `Sign = md5(Timestamp + signSecret + body + token)`, lowercase hex. */
export function computeSign(timestamp: string, secret: string, body: string, token: string): string {
  // One-shot hash of the UTF-8 bytes (a third of createHash's cost: no Hash object per call).
  return hash('md5', `${timestamp}${secret}${body}${token}`, 'hex');
}

export function signMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
