import {
  cancelQrLogin,
  confirmQrLogin,
  createQrLogin,
  qrConfirmPath,
  qrLoginStatus,
  scanQrLogin,
} from '../../src/contract';
import { recordOperation } from '../db/audit';
import { refused } from '../http/errors';
import {
  createQrLoginRow,
  findQrLogin,
  moveQrLogin,
  openQrLogin,
  spendQrLogin,
  visibleStatus,
} from '../security/qrLogins';
import { hashToken } from '../security/tokens';
import { type HandlerContext, handle, sessionOf } from './handler';
import { SignInAttempt } from './login';
import { requireLoginMethod } from './sysinfo';

/* docs/behaviour.md#screens-and-routes QR sign-in: create and poll on the screen that signs in; scan, confirm, cancel on the signed-in device. */

export const createQrLoginHandler = handle(createQrLogin, async ({ db, client, now }) => {
  await requireLoginMethod(db, 'qrCode');
  const { qrId, pollToken, expiresAt } = await createQrLoginRow(db, client, now);
  // A reference into the console that the console resolves against its own address (no Host header trust).
  return { qrId, pollToken, content: `#${qrConfirmPath(qrId)}`, expiresAt };
});

export const qrLoginStatusHandler = handle(qrLoginStatus, async (context) => {
  const { db, input, now } = context;
  await requireLoginMethod(db, 'qrCode');
  const row = await findQrLogin(db, input.qrId);
  // Only the screen that created the code may poll it: the id alone (what the QR shows) is not enough.
  if (!row || row.poll_hash !== hashToken(input.pollToken)) throw refused('api.qrInvalid');
  const status = visibleStatus(row, now);
  const scannedBy = row.scanned_by
    ? (await db.selectFrom('accounts').select('username').where('id', '=', row.scanned_by).executeTakeFirst())
        ?.username
    : undefined;
  if (status !== 'confirmed' || !row.account_id) return { status, ...(scannedBy ? { scannedBy } : {}) };
  // Handed out once: a second poll (or a copy of the code elsewhere) finds it spent.
  if (!(await spendQrLogin(db, row))) return { status: 'expired' as const };
  const account = await db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', row.account_id)
    .executeTakeFirst();
  if (!account) throw refused('api.qrInvalid');
  const attempt = new SignInAttempt(context, account.username);
  await attempt.refuseInactive(account);
  return { status, scannedBy: account.username, login: await attempt.succeed(account) };
});

async function qrAction(
  context: HandlerContext<{ qrId: string }>,
  to: 'scanned' | 'confirmed' | 'cancelled',
) {
  const session = sessionOf(context);
  const { db, input, now } = context;
  await requireLoginMethod(db, 'qrCode');
  const row = await openQrLogin(db, input.qrId, now);
  // Opening the confirm screen again on the same device is not an error.
  if (to === 'scanned' && row.status === 'scanned' && row.scanned_by === session.accountId)
    return { status: 'scanned' as const };
  await moveQrLogin(db, row, session.accountId, to);
  if (to !== 'scanned')
    await recordOperation(
      db,
      {
        account: session.username,
        enterpriseId: session.enterpriseId,
        action: to === 'confirmed' ? 'confirmQrLogin' : 'cancelQrLogin',
        target: session.username,
        detail: `from ${row.ip}`,
        ip: context.client.ip,
        result: 'success',
      },
      now,
    );
  return { status: to };
}

export const scanQrLoginHandler = handle(scanQrLogin, (context) => qrAction(context, 'scanned'));
export const confirmQrLoginHandler = handle(confirmQrLogin, (context) => qrAction(context, 'confirmed'));
export const cancelQrLoginHandler = handle(cancelQrLogin, (context) => qrAction(context, 'cancelled'));
