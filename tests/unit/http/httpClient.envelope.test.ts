// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src/core/http/client';
import { HttpError, isHttpError } from '../../../src/core/http/httpError';
import {
  type Handler,
  ok,
  recordingHooks,
  startTestServer,
  type TestServer,
  testConfig,
} from './protocolTestServer';

describe('response envelope (docs/protocol.md#the-calls, docs/behaviour.md#errors)', () => {
  let server: TestServer;
  afterEach(() => server?.close());

  async function setUp(handler: Handler, token = 'tok') {
    server = await startTestServer(handler);
    const recorded = recordingHooks(token);
    const client = createHttpClient({
      getConfig: () => testConfig(server.baseUrl),
      hooks: recorded.hooks,
      wait: async () => {},
    });
    return { client, ...recorded };
  }

  it('code 0000 resolves with data; returnEnvelope resolves with the whole envelope', async () => {
    const { client, notices } = await setUp(() => ok({ n: 1 }, 'done'));
    await expect(client.post('/x', {})).resolves.toEqual({ n: 1 });
    await expect(client.post('/x', {}, { returnEnvelope: true })).resolves.toEqual({
      code: '0000',
      data: { n: 1 },
      message: 'done',
    });
    expect(notices).toEqual([]);
  });

  it('code 1004 calls onSessionTimeout, shows the timeout message and rejects', async () => {
    const { client, hooks, notices } = await setUp(() => ({
      body: { code: '1004', data: null, message: 'expired' },
    }));
    const error = await client.post('/x', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('sys.api.timeoutMessage');
    expect((error as HttpError).kind).toBe('sessionTimeout');
    expect(hooks.onSessionTimeout).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([{ mode: 'message', kind: 'error', text: 'sys.api.timeoutMessage' }]);
  });

  it("a silent call (errorMessageMode 'none') answered 1004 still says why the session ended, once", async () => {
    const { client, hooks, notices } = await setUp(() => ({
      body: { code: '1004', data: null, message: 'expired' },
    }));
    for (let call = 0; call < 2; call += 1)
      await expect(client.post('/x', {}, { errorMessageMode: 'none' })).rejects.toThrow(
        'sys.api.timeoutMessage',
      );
    expect(hooks.onSessionTimeout).toHaveBeenCalledTimes(2);
    expect(notices).toEqual([{ mode: 'message', kind: 'error', text: 'sys.api.timeoutMessage' }]);
  });

  it("a silent call's other failures stay silent", async () => {
    const { client, notices } = await setUp(() => ({ body: { code: '-1', data: null, message: 'Bad' } }));
    await expect(client.post('/x', {}, { errorMessageMode: 'none' })).rejects.toThrow('Bad');
    expect(notices).toEqual([]);
  });

  it('another code shows the server message and rejects with an Error carrying that text', async () => {
    const { client, notices, hooks } = await setUp(() => ({
      body: { code: '-1', data: null, message: 'Name taken' },
    }));
    const error = await client.post('/x', {}).catch((caught: unknown) => caught);
    expect(isHttpError(error)).toBe(true);
    expect((error as HttpError).message).toBe('Name taken');
    expect((error as HttpError).code).toBe('-1');
    expect(notices).toEqual([{ mode: 'message', kind: 'error', text: 'Name taken' }]);
    expect(hooks.onSessionTimeout).not.toHaveBeenCalled();
  });

  it('an error code without a message shows and rejects with the generic sys.api.errorMessage', async () => {
    const { client, notices } = await setUp(() => ({ body: { code: '-1', data: null, message: '' } }));
    await expect(client.post('/x', {})).rejects.toThrow('sys.api.errorMessage');
    expect(notices.map((notice) => notice.text)).toEqual(['sys.api.errorMessage']);
  });

  it("errorMessageMode 'modal' shows a dialog titled sys.api.errorTip", async () => {
    const { client, notices } = await setUp(() => ({ body: { code: '-1', data: null, message: 'Bad' } }));
    await expect(client.post('/x', {}, { errorMessageMode: 'modal' })).rejects.toThrow('Bad');
    expect(notices).toEqual([{ mode: 'modal', kind: 'error', title: 'sys.api.errorTip', text: 'Bad' }]);
  });

  it("errorMessageMode 'none' shows nothing but still rejects with the message", async () => {
    const { client, notices } = await setUp(() => ({ body: { code: '-1', data: null, message: 'Bad' } }));
    await expect(client.post('/x', {}, { errorMessageMode: 'none' })).rejects.toThrow('Bad');
    expect(notices).toEqual([]);
  });

  it('an empty body is a request-failed error', async () => {
    const { client, notices } = await setUp(() => ({ status: 200, body: '' }));
    const error = await client.post('/x', {}).catch((caught: unknown) => caught);
    expect((error as HttpError).message).toBe('sys.api.apiRequestFailed');
    expect((error as HttpError).kind).toBe('emptyBody');
    expect(notices.map((notice) => notice.text)).toEqual(['sys.api.apiRequestFailed']);
  });

  it('a 2xx answer that is not an envelope is a request-failed error', async () => {
    const { client } = await setUp(() => ({
      headers: { 'content-type': 'text/html' },
      body: '<html></html>',
    }));
    await expect(client.post('/x', {})).rejects.toThrow('sys.api.apiRequestFailed');
  });

  it('success with successMessageMode and no message shows the generic sys.api.operationSuccess', async () => {
    const { client, notices } = await setUp(() => ok(null));
    await client.post('/x', {}, { successMessageMode: 'message' });
    expect(notices).toEqual([{ mode: 'message', kind: 'success', text: 'sys.api.operationSuccess' }]);
  });

  it('success with successMessageMode shows the server message, in a modal titled sys.api.successTip when asked', async () => {
    const { client, notices } = await setUp(() => ok(null, 'Saved'));
    await client.post('/x', {}, { successMessageMode: 'modal' });
    expect(notices).toEqual([{ mode: 'modal', kind: 'success', title: 'sys.api.successTip', text: 'Saved' }]);
  });
});
