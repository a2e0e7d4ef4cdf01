import { type SqlBool, sql } from 'kysely';
import {
  enterpriseExtensions,
  enterpriseOperationLog,
  enterpriseUsage as enterpriseUsageEndpoint,
  resetEnterpriseExtensionSecret,
  setEnterpriseAdminPassword,
} from '../../src/contract/accounts';
import { type EndpointHandler, handle } from '../handlers/handler';
import { generateSecret } from '../resources/behaviours/extension';
import { refusal } from '../resources/problems';
import { hashPassword } from '../security/passwords';
import { a1Hash, enterpriseSipDomain } from '../switch/directoryLookup';
import { enterpriseUsage, findEnterprise } from './enterpriseRows';
import { platformLogged } from './platformLog';
import { platformScope } from './scope';

/* What the enterprise detail page reads and changes, each call scoped like the list. */

const usageHandler = handle(enterpriseUsageEndpoint, async (context) => {
  const scope = await platformScope(context);
  const enterprise = await findEnterprise(scope, context.input.id);
  return enterpriseUsage(scope.db, enterprise.id);
});

const operationLogHandler = handle(enterpriseOperationLog, async (context) => {
  const scope = await platformScope(context);
  const { id, pageNum, pageSize } = context.input;
  const enterprise = await findEnterprise(scope, id);
  const base = scope.db.selectFrom('operation_log').where('enterprise_id', '=', enterprise.id);
  const total = await base.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('time', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
    .execute();
  return {
    records: rows.map((row) => ({
      id: Number(row.id),
      account: row.account,
      time: Number(row.time),
      action: row.action,
      target: row.target,
      detail: row.detail,
      ip: row.ip,
      result: row.result,
    })),
    total: Number(total?.n ?? 0),
  };
});

const extensionsHandler = handle(enterpriseExtensions, async (context) => {
  const scope = await platformScope(context);
  const { id, keyword, pageNum, pageSize } = context.input;
  const enterprise = await findEnterprise(scope, id);
  let base = scope.db.selectFrom('extensions').where('enterprise_id', '=', enterprise.id);
  if (keyword) {
    const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    base = base.where((eb) =>
      eb.or(
        ['number', 'display_name'].map(
          (column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const total = await base.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await base
    .select(['id', 'number', 'display_name', 'enabled', 'created_at'])
    .orderBy('number')
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
    .execute();
  return {
    records: rows.map((row) => ({
      id: row.id,
      number: row.number,
      displayName: row.display_name,
      enabled: !!Number(row.enabled),
      createdAt: Number(row.created_at),
    })),
    total: Number(total?.n ?? 0),
  };
});

const resetSecretHandler = handle(resetEnterpriseExtensionSecret, async (context) => {
  const scope = await platformScope(context);
  const { id, extensionId } = context.input;
  return platformLogged(scope, 'enterprise:resetExtensionSecret', extensionId, id, async () => {
    const enterprise = await findEnterprise(scope, id);
    const password = generateSecret();
    const extension = await scope.db
      .selectFrom('extensions')
      .select('number')
      .where('id', '=', extensionId)
      .where('enterprise_id', '=', enterprise.id)
      .executeTakeFirst();
    if (!extension)
      throw refusal(
        scope.t('resources.notFound', { resource: scope.t('resources.extension.title'), id: extensionId }),
      );
    // Stored as its a1-hash, like every SIP secret (server/switch/directoryLookup.ts).
    const domain = enterpriseSipDomain(enterprise.prefix, context.config.sipDomain);
    await scope.db
      .updateTable('extensions')
      .set({ password: a1Hash(extension.number, domain, password), updated_at: scope.now })
      .where('id', '=', extensionId)
      .where('enterprise_id', '=', enterprise.id)
      .execute();
    // The secret is answered once and never logged.
    return { value: { password }, detail: '' };
  });
});

const setAdminPasswordHandler = handle(setEnterpriseAdminPassword, async (context) => {
  const scope = await platformScope(context);
  const { id, password } = context.input;
  return platformLogged(scope, 'enterprise:setAdminPassword', id, id, async () => {
    const enterprise = await findEnterprise(scope, id);
    const admin = await scope.db
      .selectFrom('accounts')
      .select(['id', 'username'])
      .where('enterprise_id', '=', enterprise.id)
      .where('role', '=', 'ENTERPRISE')
      .orderBy('username')
      .executeTakeFirst();
    if (!admin) throw refusal(scope.t('api.enterprises.noAdmin', { name: enterprise.name }));
    const passwordHash = await hashPassword(password);
    const sessions = await scope.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('account_id', '=', admin.id)
      .execute();
    await scope.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('accounts')
        .set({ password_hash: passwordHash, failed_attempts: 0, locked_until: null, updated_at: scope.now })
        .where('id', '=', admin.id)
        .execute();
      // Sessions signed in with the old password end.
      await trx.deleteFrom('sessions').where('account_id', '=', admin.id).execute();
    });
    for (const session of sessions) context.closeSessionSockets?.(session.token_hash);
    return { value: null, target: admin.username, detail: JSON.stringify({ set: ['password'] }) };
  });
});

export const ENTERPRISE_DETAIL_HANDLERS: readonly EndpointHandler[] = [
  usageHandler,
  operationLogHandler,
  extensionsHandler,
  resetSecretHandler,
  setAdminPasswordHandler,
];
