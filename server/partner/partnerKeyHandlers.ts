import {
  addPartnerKey,
  listPartnerKeys,
  MAX_PARTNER_KEYS,
  revokePartnerKey,
} from '../../src/contract/partnerKeys';
import { recordOperation } from '../db/audit';
import { type EndpointHandler, type HandlerContext, handle, sessionOf } from '../handlers/handler';
import { forbidden } from '../http/errors';
import { translator } from '../http/i18n';
import { originDb } from '../origins/originPolicy';
import { refusal } from '../resources/problems';
import {
  hashSecret,
  keysQuery,
  newKeyId,
  newSecret,
  partnerDb,
  stateOf,
  toPartnerKey,
} from './partnerKeyStore';

/** Issue 15: an enterprise's partner keys, always its own (the tenant comes from the session). */
function enterpriseOf(context: HandlerContext<unknown>): string {
  const { enterpriseId } = sessionOf(context);
  if (!enterpriseId) throw forbidden('api.forbiddenRole');
  return enterpriseId;
}

async function record(context: HandlerContext<unknown>, action: string, target: string, detail: object) {
  const session = sessionOf(context);
  await recordOperation(
    context.db,
    {
      account: session.username,
      role: session.role,
      enterpriseId: session.enterpriseId,
      action: `enterprise-oem:${action}`,
      target,
      detail: JSON.stringify(detail),
      ip: context.client.ip,
      result: 'success',
    },
    context.now,
  );
}

export const PARTNER_KEY_HANDLERS: readonly EndpointHandler[] = [
  handle(listPartnerKeys, async (context) => {
    const rows = await keysQuery(context.db, enterpriseOf(context)).execute();
    return { keys: rows.map((row) => toPartnerKey(row, context.now)) };
  }),

  handle(addPartnerKey, async (context) => {
    const enterpriseId = enterpriseOf(context);
    const t = translator(context.locale);
    const { name, accountId, origins, expiresAt } = context.input;
    // The tokens act as one of the enterprise's own sub-users: never its administrator, never elsewhere.
    const account = await context.db
      .selectFrom('accounts')
      .select(['id', 'username', 'status'])
      .where('id', '=', accountId)
      .where('enterprise_id', '=', enterpriseId)
      .where('role', '=', 'ENTERPRISE_CHILDUSER')
      .executeTakeFirst();
    if (!account) throw refusal(t('api.partnerKeys.accountNotSubUser'));
    const registered = new Set(
      (
        await originDb(context.db)
          .selectFrom('portal_origins')
          .select('origin')
          .where('enterprise_id', '=', enterpriseId)
          .execute()
      ).map((row) => row.origin),
    );
    const unregistered = origins.filter((origin) => !registered.has(origin));
    if (unregistered.length)
      throw refusal(t('api.partnerKeys.originNotRegistered', { origins: unregistered.join(', ') }));
    if (expiresAt !== null && expiresAt <= context.now) throw refusal(t('api.partnerKeys.expiryPast'));
    const existing = await keysQuery(context.db, enterpriseId).execute();
    if (existing.filter((row) => stateOf(row, context.now) === 'active').length >= MAX_PARTNER_KEYS)
      throw refusal(t('api.partnerKeys.tooMany', { max: MAX_PARTNER_KEYS }));
    const id = newKeyId();
    const secret = newSecret();
    await partnerDb(context.db)
      .insertInto('partner_keys')
      .values({
        id,
        enterprise_id: enterpriseId,
        name,
        secret_hash: hashSecret(secret),
        account_id: account.id,
        origins: JSON.stringify(origins),
        expires_at: expiresAt,
        revoked_at: null,
        created_at: context.now,
        last_used_at: null,
        use_count: 0,
      })
      .execute();
    // The secret is never written, here or in the log.
    await record(context, 'addPartnerKey', `${name} (${id})`, {
      account: account.username,
      origins,
      expiresAt,
    });
    const row = await keysQuery(context.db, enterpriseId)
      .where('partner_keys.id', '=', id)
      .executeTakeFirstOrThrow();
    return { key: toPartnerKey(row, context.now), secret: `${id}.${secret}` };
  }),

  handle(revokePartnerKey, async (context) => {
    const enterpriseId = enterpriseOf(context);
    const t = translator(context.locale);
    const row = await keysQuery(context.db, enterpriseId)
      .where('partner_keys.id', '=', context.input.id)
      .executeTakeFirst();
    if (!row) throw refusal(t('api.partnerKeys.notFound'));
    if (row.revoked_at === null)
      await partnerDb(context.db)
        .updateTable('partner_keys')
        .set({ revoked_at: context.now })
        .where('id', '=', row.id)
        .execute();
    // Its tokens end now, and their sockets with them.
    const sessions = await context.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('partner_key_id', '=', row.id)
      .execute();
    await context.db.deleteFrom('sessions').where('partner_key_id', '=', row.id).execute();
    for (const session of sessions) context.closeSessionSockets?.(session.token_hash);
    await record(context, 'revokePartnerKey', `${row.name} (${row.id})`, { sessionsEnded: sessions.length });
    const revoked = await keysQuery(context.db, enterpriseId)
      .where('partner_keys.id', '=', row.id)
      .executeTakeFirstOrThrow();
    return { key: toPartnerKey(revoked, context.now), sessionsEnded: sessions.length };
  }),
];
