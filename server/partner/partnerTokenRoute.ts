import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { PARTNER_KEY_SCHEME, PARTNER_TOKEN_MINUTES, type PartnerToken } from '../../src/contract/partnerKeys';
import type { ServerConfig } from '../config';
import { recordOperation } from '../db/audit';
import type { Database } from '../db/schema';
import { successEnvelope } from '../http/envelope';
import { ApiError } from '../http/errors';
import { createSession, loadSessionAccount } from '../security/sessions';
import { hashToken } from '../security/tokens';
import { partnerDb, secretMatches, stateOf } from './partnerKeyStore';

/**
 * `POST /api/partner/token`, the token exchange of a partner's back end. Authenticated by the key
 * (`Authorization: PartnerKey <id>.<secret>`), never from a browser (a request carrying `Origin` is refused:
 * a page must not hold the secret). Answers a session token of the key's sub-user that ends after
 * PARTNER_TOKEN_MINUTES and is accepted from the key's origins only. Every exchange, refused or not, is in the
 * operation log. Rate-limited per address like the sign-in endpoints (server/http/signInRateLimit.ts).
 */
export function registerPartnerTokenRoute(
  app: FastifyInstance,
  services: { db: Kysely<Database>; config: ServerConfig },
) {
  const { db } = services;
  app.post('/api/partner/token', async (request, reply) => {
    const now = Date.now();
    if (request.headers.origin) throw new ApiError(403, 'api.partnerKeys.fromBrowser');
    const header = String(request.headers.authorization ?? '');
    const match = new RegExp(`^${PARTNER_KEY_SCHEME}\\s+(pk_[\\w-]{1,32})\\.([\\w-]{16,128})$`).exec(header);
    if (!match) throw new ApiError(401, 'api.partnerKeys.badCredentials');
    const [, keyId, secret] = match as unknown as [string, string, string];
    const key = await partnerDb(db)
      .selectFrom('partner_keys')
      .selectAll()
      .where('id', '=', keyId)
      .executeTakeFirst();
    const log = (
      result: 'success' | 'failure',
      detail: string,
      enterpriseId: string | null,
      account = keyId,
    ) =>
      recordOperation(
        db,
        {
          account,
          role: '',
          enterpriseId,
          action: 'partner:token',
          target: keyId,
          detail,
          ip: request.ip,
          result,
        },
        now,
      );
    if (!key || !secretMatches(secret, key.secret_hash)) {
      await log('failure', 'bad credentials', key?.enterprise_id ?? null);
      throw new ApiError(401, 'api.partnerKeys.badCredentials');
    }
    const state = stateOf(key, now);
    if (state !== 'active') {
      await log('failure', state, key.enterprise_id);
      throw new ApiError(403, state === 'revoked' ? 'api.partnerKeys.revoked' : 'api.partnerKeys.expired');
    }
    // The account must still be able to sign in (enabled, its enterprise open).
    const account = await loadSessionAccount(db, key.account_id, '', now);
    if (!account) {
      await log('failure', 'account closed', key.enterprise_id);
      throw new ApiError(403, 'api.partnerKeys.accountClosed');
    }
    const origins = JSON.parse(key.origins) as string[];
    const expiresAt = Math.min(
      now + PARTNER_TOKEN_MINUTES * 60_000,
      key.expires_at === null ? Number.POSITIVE_INFINITY : Number(key.expires_at),
    );
    const token = await createSession(db, key.account_id, now, { expiresAt, origins, keyId: key.id });
    await partnerDb(db)
      .updateTable('partner_keys')
      .set((eb) => ({ last_used_at: now, use_count: eb('use_count', '+', 1) }))
      .where('id', '=', key.id)
      .execute();
    await log('success', `${key.name}: ${hashToken(token).slice(0, 8)}`, key.enterprise_id, account.username);
    reply.header('cache-control', 'no-store');
    const answer: PartnerToken = {
      token,
      expiresAt,
      wsport: services.config.wsPort,
      username: account.username,
    };
    return successEnvelope(answer);
  });
}
