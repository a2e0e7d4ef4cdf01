// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createAuthApi } from '../../../src/core/api/authApi';
import { createHttpClient } from '../../../src/core/http/client';
import {
  type Handler,
  nodeDecrypt,
  nodeEncrypt,
  ok,
  recordingHooks,
  startTestServer,
  type TestServer,
  testConfig,
} from './protocolTestServer';

const userInfo = { userId: '1', username: 'admin', realName: 'Admin', roles: [], permits: [] };
const loginResult = { token: 'tok-new', wsport: 8012, role: 'ADMIN', permits: ['a:search'], userInfo };

describe('auth API over the contract endpoints (docs/protocol.md#the-calls)', () => {
  let server: TestServer;
  afterEach(() => server?.close());

  async function setUp(handler: Handler) {
    server = await startTestServer(handler);
    const recorded = recordingHooks('tok');
    const http = createHttpClient({
      getConfig: () => testConfig(server.baseUrl),
      hooks: recorded.hooks,
      wait: async () => {},
    });
    return { api: createAuthApi(http), ...recorded };
  }

  const routes: Record<string, () => ReturnType<Handler>> = {
    'POST /api/login/auth': () => ({
      headers: { mode: 'encrypt' },
      body: { code: '0000', data: nodeEncrypt(JSON.stringify(loginResult)), message: '' },
    }),
    'POST /api/login/logout': () => ok(null),
    'POST /api/login/setpassword': () => ok(null),
    'POST /api/login/unlock': () => ok(null),
    'POST /api/login/permits': () => ok({ permits: [{ checked: true, permitValue: 'dept:search' }] }),
    'GET /api/getPermCode': () => ok(['dept:search']),
    'GET /api/getUserInfo': () => ok(userInfo),
    'GET /api/getMenuList': () => ok([]),
    'POST /api/sysinfo/get': () =>
      ok({ webTitle: 'Dispatch', version: '2.10.1', loginMethods: {}, wsport: 8012 }),
  };
  const byRoute: Handler = (seen) => routes[`${seen.method} ${seen.path}`]?.() ?? { status: 404, body: '' };

  it('login posts the encrypted credentials to /login/auth and answers the decrypted login result', async () => {
    const { api } = await setUp(byRoute);
    await expect(api.login({ username: 'admin', password: 'pw' })).resolves.toEqual(loginResult);
    const [seen] = server.requests;
    expect(seen.headers.mode).toBe('encrypt');
    expect(JSON.parse(nodeDecrypt(JSON.parse(seen.body).data))).toEqual({
      username: 'admin',
      password: 'pw',
    });
  });

  it('login failure: error passed to the caller, message not shown', async () => {
    const { api, notices } = await setUp(() => ({
      body: { code: '-1', data: null, message: 'Wrong password' },
    }));
    await expect(api.login({ username: 'admin', password: 'bad' })).rejects.toThrow('Wrong password');
    expect(notices).toEqual([]);
  });

  it('login may ask for the modal instead', async () => {
    const { api, notices } = await setUp(() => ({
      body: { code: '-1', data: null, message: 'Wrong password' },
    }));
    await expect(
      api.login({ username: 'a', password: 'b' }, { errorMessageMode: 'modal' }),
    ).rejects.toThrow();
    expect(notices).toEqual([
      { mode: 'modal', kind: 'error', title: 'sys.api.errorTip', text: 'Wrong password' },
    ]);
  });

  it('every session call reaches its contract method and path', async () => {
    const { api } = await setUp(byRoute);
    await api.logout();
    await expect(api.getUserInfo()).resolves.toEqual(userInfo);
    await expect(api.getPermits()).resolves.toEqual([{ checked: true, permitValue: 'dept:search' }]);
    await expect(api.getPermCode()).resolves.toEqual(['dept:search']);
    await expect(api.getMenuList()).resolves.toEqual([]);
    await api.setPassword({ oldPassword: 'Old-pass1', newPassword: 'New-pass1' });
    await api.unlock('pw');
    await expect(api.getSystemInfo()).resolves.toMatchObject({ webTitle: 'Dispatch' });
    expect(server.requests.map((seen) => `${seen.method} ${seen.path}`)).toEqual([
      'POST /api/login/logout',
      'GET /api/getUserInfo',
      'POST /api/login/permits',
      'GET /api/getPermCode',
      'GET /api/getMenuList',
      'POST /api/login/setpassword',
      'POST /api/login/unlock',
      'POST /api/sysinfo/get',
    ]);
    const setPasswordRequest = server.requests[5];
    expect(setPasswordRequest.headers.mode).toBe('encrypt');
    expect(JSON.parse(nodeDecrypt(JSON.parse(setPasswordRequest.body).data))).toEqual({
      oldPassword: 'Old-pass1',
      newPassword: 'New-pass1',
    });
    expect(server.requests.every((seen) => seen.signValid)).toBe(true);
  });

  it('logout failure is passed to the caller without a notice (the session logs it and continues)', async () => {
    const { api, notices } = await setUp(() => ({ status: 500, body: '' }));
    await expect(api.logout()).rejects.toThrow();
    expect(notices).toEqual([]);
  });
});
