import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from './support/messages';
import { startTestServer, type TestServer } from './support/testServer';

/** A client address may call the sign-in endpoints a few times a minute (here 3). */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ signInPerMinute: 3 });
});
afterAll(async () => t?.stop());

const login = (username: string, lang = 'en_US') =>
  t.client.call('POST', '/login/auth', {
    body: { username, password: 'Wrong@1234' },
    encrypt: true,
    lang,
  });

describe('sign-in rate limit per address', () => {
  it('over the limit answers 429 with the -1 envelope and a message the console can show', async () => {
    for (let call = 0; call < 3; call += 1) {
      const answer = await login(`stranger-${call}`);
      expect(answer.status).toBe(200);
      expect(answer.envelope.message).toBe(message('en', 'api.loginFailed'));
    }
    const over = await login('stranger-4');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    const seconds = Number(over.headers.get('retry-after'));
    expect(over.envelope).toEqual({
      code: '-1',
      data: null,
      message: message('en', 'api.hardening.signInRateLimited', { seconds }),
    });
    const zh = await login('stranger-5', 'zh_CN');
    expect(zh.envelope.message).toMatch(/^该地址登录请求过于频繁/);
  });

  it('other endpoints are not limited', async () => {
    for (let call = 0; call < 5; call += 1)
      expect((await t.client.call('POST', '/sysinfo/get')).envelope.code).toBe('0000');
  });
});
