import { memberResource, resetMemberPassword, setMemberStatus } from '../../../src/contract/resources';
import { handle } from '../../handlers/handler';
import { hashPassword } from '../../security/passwords';
import { type ResourceBehaviour, resourceContext } from '../behaviour';
import { dynamic } from '../declaration';
import { missingIds } from '../integrity';
import { notFound } from '../problems';
import { logged } from '../writes';

/** docs/security.md: app passwords are stored with scrypt and never answered. */
async function passwordColumns(input: Record<string, unknown>): Promise<Record<string, unknown>> {
  const password = input.password;
  return typeof password === 'string' && password !== ''
    ? { password_hash: await hashPassword(password) }
    : {};
}

const resetPasswordHandler = handle(resetMemberPassword, async (context) => {
  const scope = resourceContext(context);
  const { id, password } = context.input;
  return logged(scope, memberResource, 'resetPassword', id, async () => {
    const result = await context.db
      .updateTable('members')
      .set({ password_hash: await hashPassword(password), updated_at: scope.now })
      .where('id', '=', id)
      .where('enterprise_id', '=', scope.enterpriseId)
      .executeTakeFirst();
    if (!Number(result.numUpdatedRows)) throw notFound(memberResource, scope.t, id);
    return { value: null, detail: '' };
  });
});

const setStatusHandler = handle(setMemberStatus, async (context) => {
  const scope = resourceContext(context);
  const ids = [...new Set(context.input.ids)];
  const { status } = context.input;
  return logged(scope, memberResource, 'setStatus', ids.join(', '), async () => {
    const [missing] = await missingIds(dynamic(context.db), memberResource, ids, scope.enterpriseId);
    if (missing) throw notFound(memberResource, scope.t, missing);
    const result = await context.db
      .updateTable('members')
      .set({ status, updated_at: scope.now })
      .where('id', 'in', ids)
      .where('enterprise_id', '=', scope.enterpriseId)
      .executeTakeFirst();
    return { value: { updated: Number(result.numUpdatedRows) }, detail: JSON.stringify({ status }) };
  });
});

export const memberBehaviour: ResourceBehaviour = {
  addVirtualFields: async (db, entities, rows, enterpriseId) => {
    const extensionIds = [...new Set(entities.map((entity) => entity.extensionId).filter(Boolean))];
    const numbers = extensionIds.length
      ? await db
          .selectFrom('extensions')
          .select(['id', 'number'])
          .where('enterprise_id', '=', enterpriseId)
          .where('id', 'in', extensionIds as string[])
          .execute()
      : [];
    const numberOf = new Map(numbers.map((extension) => [String(extension.id), String(extension.number)]));
    entities.forEach((entity, index) => {
      entity.hasPassword = !!rows[index]?.password_hash;
      // Read with the row, under the member's own permission, as an extension's answer names its member.
      entity.extensionNumber = numberOf.get(String(entity.extensionId)) ?? null;
    });
  },
  derivedColumns: (input) => passwordColumns(input),
  extraHandlers: [resetPasswordHandler, setStatusHandler],
};
