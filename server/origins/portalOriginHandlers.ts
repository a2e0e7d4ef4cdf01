import { getPortalOrigins, setPortalOrigins } from '../../src/contract/portalOrigins';
import { recordOperation } from '../db/audit';
import { type EndpointHandler, handle, sessionOf } from '../handlers/handler';
import { forbidden } from '../http/errors';
import { originDb, originRegistryOf } from './originPolicy';

/** An enterprise's partner-portal origins, from its own session (never another enterprise's). */
function enterpriseOf(context: Parameters<EndpointHandler['run']>[0]): string {
  const { enterpriseId } = sessionOf(context);
  if (!enterpriseId) throw forbidden('api.forbiddenRole');
  return enterpriseId;
}

async function originsOf(context: Parameters<EndpointHandler['run']>[0], enterpriseId: string) {
  const rows = await originDb(context.db)
    .selectFrom('portal_origins')
    .select('origin')
    .where('enterprise_id', '=', enterpriseId)
    .orderBy('created_at')
    .orderBy('origin')
    .execute();
  return rows.map((row) => row.origin);
}

export const PORTAL_ORIGIN_HANDLERS: readonly EndpointHandler[] = [
  handle(getPortalOrigins, async (context) => ({ origins: await originsOf(context, enterpriseOf(context)) })),
  handle(setPortalOrigins, async (context) => {
    const enterpriseId = enterpriseOf(context);
    const before = await originsOf(context, enterpriseId);
    const origins = context.input.origins;
    await originDb(context.db)
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('portal_origins').where('enterprise_id', '=', enterpriseId).execute();
        if (origins.length)
          await trx
            .insertInto('portal_origins')
            .values(
              origins.map((origin, index) => ({
                enterprise_id: enterpriseId,
                origin,
                created_at: context.now + index,
              })),
            )
            .execute();
      });
    originRegistryOf(context.db)?.forget();
    const session = sessionOf(context);
    await recordOperation(
      context.db,
      {
        account: session.username,
        role: session.role,
        enterpriseId,
        action: 'enterprise-oem:setOrigins',
        target: 'origins',
        detail: JSON.stringify({ origins: { from: before, to: origins } }),
        ip: context.client.ip,
        result: 'success',
      },
      context.now,
    );
    return { origins };
  }),
];
