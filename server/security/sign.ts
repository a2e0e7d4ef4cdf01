import { createHash, timingSafeEqual } from 'node:crypto';

/** docs/protocol.md: `Sign = md5(Timestamp + signSecret + body + token)`, lowercase hex. */
export function computeSign(timestamp: string, secret: string, body: string, token: string): string {
  return createHash('md5').update(`${timestamp}${secret}${body}${token}`, 'utf8').digest('hex');
}

export function signMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
