// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEV_SIGN_SECRET,
  getRuntimeConfig,
  resetRuntimeConfig,
  runtimeConfigSettled,
  setRuntimeConfig,
} from '../../../src/core/config/runtimeConfig';
import { learnProtocolSettings } from '../../../src/core/config/serverSettings';
import { createHttpClient } from '../../../src/core/http/client';
import { IV, KEY, ok, recordingHooks, SECRET, startTestServer, type TestServer } from './protocolTestServer';

/*
 * A partner page passes only `apiBase`: the deployment's protocol settings come from its public
 * `/api/client-config`, and a call made before they arrive waits and goes out signed with them.
 */
describe('protocol settings learnt from the server', () => {
  let server: TestServer;
  afterEach(async () => {
    await server?.close();
    resetRuntimeConfig();
    vi.restoreAllMocks();
  });

  function clientOf() {
    return createHttpClient({
      getConfig: getRuntimeConfig,
      configSettled: runtimeConfigSettled,
      hooks: recordingHooks().hooks,
      wait: async () => {},
    });
  }

  it('a call made while they are learnt waits for them and is signed with the deployment secret', async () => {
    server = await startTestServer(async (request) => {
      if (request.path === '/api/client-config') {
        // Slow on purpose: the call below is made before this answer arrives.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return ok({ signSecret: SECRET, cryptoKey: KEY, cryptoIv: IV, urlPrefix: '/api', wsport: 8012 });
      }
      return ok({ fine: true });
    });
    setRuntimeConfig({ apiBase: server.baseUrl, urlPrefix: '/api' });
    expect(getRuntimeConfig().signSecret).toBe(DEV_SIGN_SECRET);
    const learning = learnProtocolSettings(server.baseUrl, '/api');
    const answer = await clientOf().request<{ fine: boolean }>({
      method: 'POST',
      url: '/sysinfo/get',
      data: {},
    });
    expect(answer).toEqual({ fine: true });
    expect(await learning).toBe(true);
    expect(server.requests.map((request) => request.path)).toEqual([
      '/api/client-config',
      '/api/sysinfo/get',
    ]);
    // The settings request itself is unsigned; the call after it is signed with what it answered.
    expect(server.requests[0]!.headers.sign).toBeUndefined();
    expect(server.requests[1]!.signValid).toBe(true);
    expect(getRuntimeConfig()).toMatchObject({ signSecret: SECRET, cryptoKey: KEY, cryptoIv: IV });
  });

  it('a refusal leaves the defaults and lets the calls go (they show the server’s own answer)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server = await startTestServer((request) =>
      request.path === '/api/client-config'
        ? { status: 403, body: { code: '-1', data: null, message: 'origin refused' } }
        : ok({ fine: true }),
    );
    setRuntimeConfig({ apiBase: server.baseUrl });
    expect(await learnProtocolSettings(server.baseUrl, '/api')).toBe(false);
    expect(warn).toHaveBeenCalled();
    expect(getRuntimeConfig().signSecret).toBe(DEV_SIGN_SECRET);
    await expect(clientOf().request({ method: 'POST', url: '/sysinfo/get', data: {} })).resolves.toEqual({
      fine: true,
    });
  });
});
