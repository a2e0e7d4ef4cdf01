import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResultSchema } from '../../../src/contract';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';
import { refusal, variantHelpers } from './variantHelpers';

/*
 * QR sign-in (docs/behaviour.md#screens-and-routes sign-in variants): a code created, scanned and confirmed
 * by a signed-in account, its session handed to the screen that created it; expiry, cancel and limits.
 */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.stop());
const { travel, call, encrypted } = variantHelpers(() => t);

describe('QR sign-in', () => {
  const createQr = async () => {
    const result = await call('/login/qr/create', undefined);
    expect(result.envelope.code, result.envelope.message).toBe('0000');
    return result.data as { qrId: string; pollToken: string; content: string; expiresAt: number };
  };
  const status = (qr: { qrId: string; pollToken: string }) =>
    encrypted('/login/qr/status', { qrId: qr.qrId, pollToken: qr.pollToken });
  const act = (action: 'scan' | 'confirm' | 'cancel', qrId: string, token: string, lang?: string) =>
    call(`/login/qr/${action}`, { qrId }, { token, ...(lang ? { lang } : {}) });

  it('waiting → scanned → confirmed: the status call hands the confirming account’s session out once', async () => {
    const acme = await t.login('acme');
    const qr = await createQr();
    expect(qr.content).toBe(`#/qr-confirm/${encodeURIComponent(qr.qrId)}`);
    expect(qr.expiresAt).toBeGreaterThan(Date.now() + 110_000);
    expect(qr.expiresAt).toBeLessThanOrEqual(Date.now() + 120_000);
    expect((await status(qr)).data).toEqual({ status: 'waiting' });

    expect((await act('scan', qr.qrId, acme)).data).toEqual({ status: 'scanned' });
    expect((await act('scan', qr.qrId, acme)).data).toEqual({ status: 'scanned' });
    expect((await status(qr)).data).toEqual({ status: 'scanned', scannedBy: 'acme' });

    expect((await act('confirm', qr.qrId, acme)).data).toEqual({ status: 'confirmed' });
    const confirmed = (await status(qr)).data as { status: string; login: unknown };
    expect(confirmed.status).toBe('confirmed');
    const login = loginResultSchema.parse(confirmed.login);
    expect(login.userInfo.username).toBe('acme');
    expect(login.token).not.toBe(acme);
    expect((await t.client.call('GET', '/getUserInfo', { token: login.token })).status).toBe(200);

    // Spent: no second session from the same code.
    const spent = (await status(qr)).data as { status: string; login?: unknown };
    expect(spent.status).toBe('expired');
    expect(spent.login).toBeUndefined();
    expect((await act('confirm', qr.qrId, acme)).envelope).toEqual(refusal('api.qrExpired'));
    const log = await t.server.db
      .selectFrom('operation_log')
      .selectAll()
      .where('action', '=', 'confirmQrLogin')
      .where('account', '=', 'acme')
      .executeTakeFirstOrThrow();
    expect(log.result).toBe('success');
  });

  it('a code can be confirmed without a separate scan, by the account that confirms', async () => {
    const globex = await t.login('globex');
    const qr = await createQr();
    expect((await act('confirm', qr.qrId, globex)).data).toEqual({ status: 'confirmed' });
    const login = loginResultSchema.parse(((await status(qr)).data as { login: unknown }).login);
    expect(login.role).toBe('ENTERPRISE');
    expect(login.userInfo.username).toBe('globex');
  });

  it('cancel voids the code', async () => {
    const acme = await t.login('acme');
    const qr = await createQr();
    await act('scan', qr.qrId, acme);
    expect((await act('cancel', qr.qrId, acme)).data).toEqual({ status: 'cancelled' });
    expect((await status(qr)).data).toEqual({ status: 'cancelled', scannedBy: 'acme' });
    expect((await act('confirm', qr.qrId, acme)).envelope).toEqual(refusal('api.qrCancelled'));
  });

  it('expires after 2 minutes', async () => {
    const acme = await t.login('acme');
    const qr = await createQr();
    travel(121_000);
    expect((await status(qr)).data).toEqual({ status: 'expired' });
    expect((await act('scan', qr.qrId, acme)).envelope).toEqual(refusal('api.qrExpired'));
  });

  it('only the screen that created the code may poll it: the id the QR shows is not enough', async () => {
    const acme = await t.login('acme');
    const qr = await createQr();
    await act('confirm', qr.qrId, acme);
    // Someone who photographed the code polls with its id and a guessed secret, or another code's secret.
    const other = await createQr();
    for (const pollToken of ['z'.repeat(43), other.pollToken, qr.qrId])
      expect((await status({ qrId: qr.qrId, pollToken })).envelope).toEqual(refusal('api.qrInvalid'));
    // The creating screen still gets its session, once.
    const login = loginResultSchema.parse(((await status(qr)).data as { login: unknown }).login);
    expect(login.userInfo.username).toBe('acme');
  });

  it('a code scanned by one account cannot be confirmed by another', async () => {
    const acme = await t.login('acme');
    const globex = await t.login('globex');
    const qr = await createQr();
    await act('scan', qr.qrId, acme);
    expect((await act('confirm', qr.qrId, globex, 'en_US')).envelope.message).toBe(
      message('en', 'api.qrScannedByOther'),
    );
  });

  it('one address gets at most 20 codes a minute; the next minute it gets codes again', async () => {
    travel(61_000); // past the codes the tests above asked for
    for (let made = 0; made < 20; made++) await createQr();
    const refused = await call('/login/qr/create', undefined, { lang: 'en_US' });
    expect(refused.envelope).toEqual({ code: '-1', data: null, message: message('en', 'api.qrTooMany') });
    travel(61_000);
    expect((await createQr()).qrId).toEqual(expect.any(String));
    // Those codes were made in the future; the tests after this one run in the present again.
    await t.server.db.deleteFrom('qr_logins').execute();
  });

  it('an unknown code is refused, and scan/confirm/cancel need a session', async () => {
    expect((await status({ qrId: 'x'.repeat(43), pollToken: 'y'.repeat(43) })).envelope).toEqual(
      refusal('api.qrInvalid'),
    );
    const qr = await createQr();
    expect((await call('/login/qr/confirm', { qrId: qr.qrId })).status).toBe(401);
    expect((await status(qr)).data).toEqual({ status: 'waiting' });
  });
});
