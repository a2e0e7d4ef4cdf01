import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { type Agency, agencyAdd, agencyDelete, agencyPage, agencyUpdate } from '../../src/contract/accounts';
import type { Database } from '../db/schema';
import { type EndpointHandler, handle } from '../handlers/handler';
import { refusal } from '../resources/problems';
import { hashPassword } from '../security/passwords';
import { changedFields, platformLogged } from './platformLog';
import { type PlatformScope, platformScope } from './scope';

/* Agencies (resellers), the platform administrator's; each created with its first AGECNY account. */

async function toAgencies(db: Kysely<Database>, ids: readonly string[]): Promise<Agency[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('agencies').selectAll().where('id', 'in', ids).execute();
  const counts = await db
    .selectFrom('enterprises')
    .select(['agency_id', sql<number>`count(*)`.as('n')])
    .where('agency_id', 'in', ids)
    .groupBy('agency_id')
    .execute();
  const accounts = await db
    .selectFrom('accounts')
    .select(['agency_id', 'username'])
    .where('agency_id', 'in', ids)
    .orderBy('username')
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        name: row.name,
        contact: row.contact,
        phone: row.phone,
        enterpriseQuota: row.enterprise_quota,
        extensionQuota: row.extension_quota,
        enterpriseCount: Number(counts.find((count) => count.agency_id === id)?.n ?? 0),
        accounts: accounts.filter((account) => account.agency_id === id).map((account) => account.username),
        createdAt: Number(row.created_at),
        updatedAt: Number(row.updated_at),
      },
    ];
  });
}

function agencyNotFound(scope: PlatformScope, id: string) {
  return refusal(scope.t('resources.notFound', { resource: scope.t('enterprises.agencyTitle'), id }));
}

async function nameTaken(scope: PlatformScope, name: string, except?: string): Promise<boolean> {
  let query = scope.db.selectFrom('agencies').select('id').where('name', '=', name);
  if (except) query = query.where('id', '!=', except);
  return !!(await query.executeTakeFirst());
}

const pageHandler = handle(agencyPage, async (context) => {
  const scope = await platformScope(context);
  const { pageNum, pageSize, keyword, sort, order } = context.input;
  let base = scope.db.selectFrom('agencies');
  if (keyword) {
    const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    base = base.where(sql<boolean>`lower(name) like ${pattern} escape '\\'`);
  }
  const total = await base.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const ids = await base
    .select('id')
    .orderBy(sort === 'createdAt' ? 'created_at' : 'name', order ?? 'asc')
    .orderBy('id')
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
    .execute();
  return {
    records: await toAgencies(
      scope.db,
      ids.map((row) => row.id),
    ),
    total: Number(total?.n ?? 0),
  };
});

const addHandler = handle(agencyAdd, async (context) => {
  const scope = await platformScope(context);
  const { username, password, ...fields } = context.input;
  return platformLogged(scope, 'agency:add', fields.name, null, async () => {
    if (await nameTaken(scope, fields.name))
      throw refusal(scope.t('api.enterprises.agencyNameTaken', { name: fields.name }));
    const account = await scope.db
      .selectFrom('accounts')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirst();
    if (account) throw refusal(scope.t('api.usernameTaken', { username }));
    const id = randomUUID();
    const passwordHash = await hashPassword(password);
    await scope.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('agencies')
        .values({
          id,
          name: fields.name,
          contact: fields.contact,
          phone: fields.phone,
          enterprise_quota: fields.enterpriseQuota,
          extension_quota: fields.extensionQuota,
          created_at: scope.now,
          updated_at: scope.now,
        })
        .execute();
      await trx
        .insertInto('accounts')
        .values({
          id: randomUUID(),
          username,
          password_hash: passwordHash,
          role: 'AGECNY',
          enterprise_id: null,
          agency_id: id,
          real_name: fields.name,
          status: 'active',
          // An agency's console opens on its enterprises (it has no dashboard).
          home_path: '/account/enterprise',
          failed_attempts: 0,
          failed_window_start: null,
          locked_until: null,
          created_at: scope.now,
          updated_at: scope.now,
        })
        .execute();
    });
    const [agency] = await toAgencies(scope.db, [id]);
    return { value: agency!, detail: JSON.stringify({ ...fields, username, set: ['password'] }) };
  });
});

const updateHandler = handle(agencyUpdate, async (context) => {
  const scope = await platformScope(context);
  const { id, enterpriseQuota, extensionQuota, ...fields } = context.input;
  return platformLogged(scope, 'agency:update', id, null, async () => {
    const [current] = await toAgencies(scope.db, [id]);
    if (!current) throw agencyNotFound(scope, id);
    if (fields.name && (await nameTaken(scope, fields.name, id)))
      throw refusal(scope.t('api.enterprises.agencyNameTaken', { name: fields.name }));
    await scope.db
      .updateTable('agencies')
      .set({
        ...fields,
        ...(enterpriseQuota === undefined ? {} : { enterprise_quota: enterpriseQuota }),
        ...(extensionQuota === undefined ? {} : { extension_quota: extensionQuota }),
        updated_at: scope.now,
      })
      .where('id', '=', id)
      .execute();
    const [agency] = await toAgencies(scope.db, [id]);
    return { value: agency!, target: current.name, detail: changedFields(current, agency!, context.input) };
  });
});

const deleteHandler = handle(agencyDelete, async (context) => {
  const scope = await platformScope(context);
  const ids = [...new Set(context.input.ids)];
  return platformLogged(scope, 'agency:delete', ids.join(', '), null, async () => {
    const agencies = await toAgencies(scope.db, ids);
    const missing = ids.find((id) => !agencies.some((agency) => agency.id === id));
    if (missing) throw agencyNotFound(scope, missing);
    const busy = agencies.find((agency) => agency.enterpriseCount > 0);
    if (busy)
      throw refusal(
        scope.t('api.enterprises.agencyHasEnterprises', { name: busy.name, count: busy.enterpriseCount }),
      );
    await scope.db.transaction().execute(async (trx) => {
      const accounts = trx.selectFrom('accounts').select('id').where('agency_id', 'in', ids);
      await trx.deleteFrom('sessions').where('account_id', 'in', accounts).execute();
      await trx.deleteFrom('qr_logins').where('account_id', 'in', accounts).execute();
      await trx.deleteFrom('qr_logins').where('scanned_by', 'in', accounts).execute();
      await trx.deleteFrom('accounts').where('agency_id', 'in', ids).execute();
      await trx.deleteFrom('agencies').where('id', 'in', ids).execute();
    });
    return {
      value: { deleted: agencies.length },
      target: agencies.map((agency) => agency.name).join(', '),
      detail: JSON.stringify({ ids }),
    };
  });
});

export const AGENCY_HANDLERS: readonly EndpointHandler[] = [
  pageHandler,
  addHandler,
  updateHandler,
  deleteHandler,
];
