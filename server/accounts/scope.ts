import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { HandlerContext } from '../handlers/handler';
import { forbidden } from '../http/errors';
import { type Translate, translator } from '../http/i18n';
import type { Session } from '../security/sessions';

/**
 * Who is managing enterprises: the platform administrator (every enterprise) or an agency (its own only).
 * The agency comes from the session's account, never from the request (docs/security.md).
 */
export interface PlatformScope {
  db: Kysely<Database>;
  session: Session;
  /** null: the platform administrator; otherwise the agency every read and write is limited to. */
  agencyId: string | null;
  t: Translate;
  now: number;
  ip: string;
}

export async function platformScope(context: HandlerContext<unknown>): Promise<PlatformScope> {
  const { session, db } = context;
  if (!session) throw forbidden('api.forbiddenRole');
  let agencyId: string | null = null;
  if (session.role === 'AGECNY') {
    const account = await db
      .selectFrom('accounts')
      .select('agency_id')
      .where('id', '=', session.accountId)
      .executeTakeFirst();
    // An agency account linked to no agency manages nothing.
    if (!account?.agency_id) throw forbidden('api.enterprises.noAgency');
    agencyId = account.agency_id;
  } else if (session.role !== 'ADMIN') throw forbidden('api.forbiddenRole');
  return {
    db,
    session,
    agencyId,
    t: translator(context.locale),
    now: context.now,
    ip: context.client.ip,
  };
}
