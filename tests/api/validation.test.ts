import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/contract/endpoints';
import { demoAccount } from './support/accounts';
import { callerToken } from './support/callerToken';
import { message } from './support/messages';
import { someCaller } from './support/roles';
import { inputOptions, sampleInput } from './support/samples';
import { startTestServer, type TestServer } from './support/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ bodyLimit: 64 * 1024 });
});
afterAll(async () => t?.stop());

/** Bad input of any shape answers `{code:'-1', data:null, message}` in the request's language, HTTP 400. */
describe.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
  '%s',
  (_name, endpoint) => {
    const caller = someCaller(endpoint);
    const badCall = async (lang: string) => {
      const token = await callerToken(t, endpoint, caller.username);
      const input = { ...sampleInput(endpoint, caller), unexpectedField: '1' };
      return t.client.call(endpoint.method, endpoint.path, { ...inputOptions(endpoint, input), token, lang });
    };

    it('an unknown field is refused with -1 and a message in zh_CN (default) and en_US', async () => {
      const zh = await badCall('zh_CN');
      expect(zh.status).toBe(400);
      expect(zh.envelope).toEqual({
        code: '-1',
        data: null,
        message: message('zh_CN', 'validation.unknownField', { field: 'unexpectedField' }),
      });
      const en = await badCall('en_US');
      expect(en.status).toBe(400);
      expect(en.envelope.message).toBe(
        message('en', 'validation.unknownField', { field: 'unexpectedField' }),
      );
    });

    if (endpoint.method === 'POST') {
      it('a body that is not JSON is refused with -1', async () => {
        const token = await callerToken(t, endpoint, caller.username);
        const result = await t.client.call('POST', endpoint.path, {
          rawBody: '{"broken',
          token,
          lang: 'en_US',
        });
        expect(result.status).toBe(400);
        expect(result.envelope.code).toBe('-1');
        expect(result.envelope.message).toBe(
          endpoint.encrypted ? message('en', 'api.encryptionRequired') : message('en', 'api.badJson'),
        );
      });

      it('a body of the wrong type (an array) is refused with -1', async () => {
        const token = await callerToken(t, endpoint, caller.username);
        const result = await t.client.call('POST', endpoint.path, {
          body: [1, 2],
          encrypt: endpoint.encrypted,
          token,
        });
        expect(result.status).toBe(400);
        expect(result.envelope.code).toBe('-1');
        expect(result.envelope.message).not.toBe('');
      });

      it('a wrong content type is refused with -1', async () => {
        const result = await t.client.call('POST', endpoint.path, {
          rawBody: 'a=1',
          contentType: 'text/plain',
        });
        expect(result.status).toBe(400);
        expect(result.envelope.code).toBe('-1');
        expect(result.envelope.message).toBe(message('zh_CN', 'api.unsupportedMediaType'));
      });

      it('an oversized body is refused with -1', async () => {
        const result = await t.client.call('POST', endpoint.path, {
          body: { filler: 'x'.repeat(100 * 1024) },
          lang: 'en_US',
        });
        expect(result.status).toBe(400);
        expect(result.envelope).toEqual({
          code: '-1',
          data: null,
          message: message('en', 'api.payloadTooLarge'),
        });
      });

      it('encrypted data that does not decrypt is refused with -1', async () => {
        const token = await callerToken(t, endpoint, caller.username);
        for (const rawBody of [
          '{"data":"bm90IGNpcGhlcnRleHQ="}',
          '{"data":12}',
          '{"data":"%%%"}',
          '{"other":"x"}',
        ]) {
          const result = await t.client.call('POST', endpoint.path, {
            rawBody,
            headers: { Mode: 'encrypt' },
            token,
          });
          expect(result.status).toBe(400);
          expect(result.envelope).toEqual({
            code: '-1',
            data: null,
            message: message('zh_CN', 'api.decryptFailed'),
          });
        }
      });
    }

    if (endpoint.encrypted) {
      it('an unencrypted call to an encrypted endpoint is refused', async () => {
        const token = await callerToken(t, endpoint, caller.username);
        const result = await t.client.call('POST', endpoint.path, {
          body: sampleInput(endpoint, caller),
          token,
        });
        expect(result.status).toBe(400);
        expect(result.envelope.message).toBe(message('zh_CN', 'api.encryptionRequired'));
      });
    }

    it('the wrong method is refused with -1', async () => {
      const other = endpoint.method === 'GET' ? 'POST' : 'GET';
      const result = await t.client.call(other, endpoint.path, { lang: 'en_US' });
      expect(result.status).toBe(400);
      expect(result.envelope).toEqual({
        code: '-1',
        data: null,
        message: message('en', 'api.methodNotAllowed'),
      });
    });
  },
);

describe('field rules', () => {
  it('a missing field is named in the message', async () => {
    const result = await t.client.call('POST', '/login/auth', {
      body: { username: 'admin' },
      encrypt: true,
      lang: 'en_US',
    });
    expect(result.status).toBe(400);
    expect(result.envelope.message).toBe(`password: ${message('en', 'validation.required')}`);
  });

  it('a wrong field type answers validation.invalidType with the field', async () => {
    const result = await t.client.call('POST', '/login/auth', {
      body: { username: 'admin', password: 42 },
      encrypt: true,
      lang: 'en_US',
    });
    expect(result.envelope.message).toBe(message('en', 'validation.invalidType', { field: 'password' }));
  });

  it('contract messages that are i18n keys are translated', async () => {
    const result = await t.client.call('POST', '/login/auth', {
      body: { username: ' ', password: 'x' },
      encrypt: true,
    });
    expect(result.status).toBe(400);
    expect(result.envelope.message).toBe(message('zh_CN', 'validation.usernameRequired'));
  });

  it('an invalid enum value answers validation.invalidValue with the field path', async () => {
    const account = demoAccount('admin');
    const result = await t.client.call('POST', '/login/auth', {
      body: { username: account.username, password: account.password, clientType: 'fax' },
      encrypt: true,
      lang: 'en_US',
    });
    expect(result.envelope.message).toBe(message('en', 'validation.invalidValue', { field: 'clientType' }));
  });
});

describe('unknown routes', () => {
  it('an unknown API path answers 404 with -1 in the request language', async () => {
    const result = await t.client.call('POST', '/no/such/thing', { body: {}, lang: 'en_US' });
    expect(result.status).toBe(404);
    expect(result.envelope).toEqual({
      code: '-1',
      data: null,
      message: message('en', 'api.notFound', { path: '/api/no/such/thing' }),
    });
  });

  it('no answer carries a stack trace', async () => {
    const result = await t.client.call('POST', '/sysinfo/get', { rawBody: '{"a":', lang: 'en_US' });
    expect(JSON.stringify(result.envelope)).not.toMatch(/at .*\.ts:\d+/);
  });
});
