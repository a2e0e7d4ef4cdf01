import MD5 from 'crypto-js/md5';

/**
 * docs/protocol.md: `Sign = md5(Timestamp + signSecret + body + token)`, lowercase hex. `body` is the
 * exact request body string sent ('' when none, e.g. GET) and `token` the raw token ('' when none).
 */
export function signRequest(timestamp: string, secret: string, body: string, token: string): string {
  return MD5(`${timestamp}${secret}${body}${token}`).toString();
}
