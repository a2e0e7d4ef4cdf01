import type { ExpressionBuilder } from 'kysely';
import type { VerbOf } from '../../src/contract/audit/operationCodes';
import {
  addPartnerKey,
  listPartnerKeys,
  MAX_PARTNER_KEYS,
  revokePartnerKey,
} from '../../src/contract/partnerKeys';
import { recordRevokedPartnerKeys } from '../backup/credentialCarryOver';
import { recordOperation } from '../db/audit';
import type { Database } from '../db/schema';
import { type EndpointHandler, type HandlerContext, handle, sessionOf } from '../handlers/handler';
import { badRequest, forbidden } from '../http/errors';
import { translator } from '../http/i18n';
import { originDb } from '../origins/originPolicy';
import { refusal } from '../resources/problems';
import {
  accountPermits,
  checkedGrants,
  createKeyAccount,
  keyLineage,
  refuseWiderThanMaker,
} from './partnerKeyAuthority';
import {
  hashSecret,
  keysQuery,
  newKeyId,
  newSecret,
  partnerDb,
  stateOf,
  toPartnerKey,
} from './partnerKeyStore';

/** An enterprise's partner keys, always its own (the tenant comes from the session). */
function enterpriseOf(context: HandlerContext<unknown>): string {
  const { enterpriseId } = sessionOf(context);
  if (!enterpriseId) throw forbidden('api.forbiddenRole');
  return enterpriseId;
}

async function record(
  context: HandlerContext<unknown>,
  action: VerbOf<'enterprise-oem'>,
  target: string,
  detail: object,
) {
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
    const session = sessionOf(context);
    const t = translator(context.locale);
    const { name, accountId, newAccount, origins, expiresAt } = context.input;
    if ((accountId === undefined) === (newAccount === undefined))
      throw badRequest('api.partnerKeys.accountOrNewAccount');
    await refuseUnregisteredOrigins(context, enterpriseId, origins);
    if (expiresAt !== null && expiresAt <= context.now) throw refusal(t('api.partnerKeys.expiryPast'));
    const existing = await keysQuery(context.db, enterpriseId).execute();
    if (existing.filter((row) => stateOf(row, context.now) === 'active').length >= MAX_PARTNER_KEYS)
      throw refusal(t('api.partnerKeys.tooMany', { max: MAX_PARTNER_KEYS }));
    let grants: string[] | undefined;
    let existingAccount: { id: string; username: string } | undefined;
    if (newAccount) {
      grants = checkedGrants(newAccount.permits);
      refuseWiderThanMaker(session, grants);
    } else {
      // The tokens act as one of the enterprise's own sub-users: never its administrator, never elsewhere.
      existingAccount = await context.db
        .selectFrom('accounts')
        .select(['id', 'username'])
        .where('id', '=', accountId ?? '')
        .where('enterprise_id', '=', enterpriseId)
        .where('role', '=', 'ENTERPRISE_CHILDUSER')
        .executeTakeFirst();
      if (!existingAccount) throw refusal(t('api.partnerKeys.accountNotSubUser'));
      refuseWiderThanMaker(session, await accountPermits(context.db, existingAccount.id));
    }
    const id = newKeyId();
    const secret = newSecret();
    const account = await context.db.transaction().execute(async (trx) => {
      const made =
        newAccount && grants
          ? {
              id: await createKeyAccount(trx, enterpriseId, newAccount.username, grants, context.now),
              username: newAccount.username,
            }
          : existingAccount!;
      await partnerDb(trx)
        .insertInto('partner_keys')
        .values({
          id,
          enterprise_id: enterpriseId,
          name,
          secret_hash: hashSecret(secret),
          account_id: made.id,
          origins: JSON.stringify(origins),
          expires_at: expiresAt,
          revoked_at: null,
          created_at: context.now,
          last_used_at: null,
          use_count: 0,
          // Partner tokens are refused here; should one get through, its keys still die with it.
          parent_key_id: session.partnerKeyId ?? null,
          own_account: newAccount ? 1 : 0,
        })
        .execute();
      return made;
    });
    // The secret is never written, here or in the log.
    await record(context, 'addPartnerKey', `${name} (${id})`, {
      account: account.username,
      ...(grants ? { newAccount: { username: account.username, permits: grants } } : {}),
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
    refuseWiderThanMaker(sessionOf(context), await accountPermits(context.db, row.account_id));
    // The key and every key made through its tokens: nothing it created outlives it.
    const lineage = await keyLineage(context.db, enterpriseId, row.id);
    await partnerDb(context.db)
      .updateTable('partner_keys')
      .set({ revoked_at: context.now })
      .where('id', 'in', lineage)
      .where('revoked_at', 'is', null)
      .execute();
    // Kept apart from the keys, so a restore of an older backup does not bring them back.
    await recordRevokedPartnerKeys(context.db, lineage, context.now);
    const ownAccounts = (
      await partnerDb(context.db)
        .selectFrom('partner_keys')
        .select('account_id')
        .where('id', 'in', lineage)
        .where('own_account', '=', 1)
        .execute()
    ).map((key) => key.account_id);
    // An account made for a key serves nothing else: it is disabled with it.
    if (ownAccounts.length)
      await context.db
        .updateTable('accounts')
        .set({ status: 'disabled', updated_at: context.now })
        .where('id', 'in', ownAccounts)
        .where('enterprise_id', '=', enterpriseId)
        .execute();
    // Its tokens end now, and their sockets with them.
    const endedBy = (eb: ExpressionBuilder<Database, 'sessions'>) =>
      ownAccounts.length
        ? eb.or([eb('partner_key_id', 'in', lineage), eb('account_id', 'in', ownAccounts)])
        : eb('partner_key_id', 'in', lineage);
    const sessions = await context.db.selectFrom('sessions').select('token_hash').where(endedBy).execute();
    await context.db.deleteFrom('sessions').where(endedBy).execute();
    for (const session of sessions) context.closeSessionSockets?.(session.token_hash);
    await record(context, 'revokePartnerKey', `${row.name} (${row.id})`, {
      sessionsEnded: sessions.length,
      keysRevoked: lineage,
      accountsDisabled: ownAccounts.length,
    });
    const revoked = await keysQuery(context.db, enterpriseId)
      .where('partner_keys.id', '=', row.id)
      .executeTakeFirstOrThrow();
    return { key: toPartnerKey(revoked, context.now), sessionsEnded: sessions.length };
  }),
];

async function refuseUnregisteredOrigins(
  context: HandlerContext<unknown>,
  enterpriseId: string,
  origins: readonly string[],
): Promise<void> {
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
    throw refusal(
      translator(context.locale)('api.partnerKeys.originNotRegistered', { origins: unregistered.join(', ') }),
    );
}
