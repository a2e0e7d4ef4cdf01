import { randomInt, randomUUID } from 'node:crypto';
import {
  batchAddExtensions,
  EXTENSION_SUFFIX_DIGITS,
  extensionResource,
  resetExtensionPassword,
} from '../../../src/contract/resources';
import { limitOwners, refuseOverLimit } from '../../accounts/limits';
import { withLimitsHeld } from '../../db/limitLocks';
import { handle } from '../../handlers/handler';
import { type ResourceBehaviour, resourceContext } from '../behaviour';
import { numberOwnershipProblems } from '../numberOwnership';
import { notFound, refusal } from '../problems';
import { logged } from '../writes';
import { numberChangeProblems, storedSecret, storeUpdatedSecret } from './extensionSecret';

const SECRET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A SIP secret for an extension left without one: 16 characters without look-alikes. */
export function generateSecret(): string {
  return Array.from({ length: 16 }, () => SECRET_ALPHABET[randomInt(SECRET_ALPHABET.length)]).join('');
}

function rangeNumbers(prefix: string, start: number, count: number): string[] {
  return Array.from(
    { length: count },
    (_, index) => `${prefix}${String(start + index).padStart(EXTENSION_SUFFIX_DIGITS, '0')}`,
  );
}

const batchAddHandler = handle(batchAddExtensions, async (context) => {
  const scope = resourceContext(context);
  const { start, count, maxRegistrations, recordingMode } = context.input;
  const prefix = scope.session.enterprisePrefix ?? '';
  const numbers = rangeNumbers(prefix, start, count);
  return logged(
    scope,
    extensionResource,
    'batchAdd',
    `${numbers[0]}…${numbers[numbers.length - 1]}`,
    async () => {
      if (start + count > 10 ** EXTENSION_SUFFIX_DIGITS)
        throw refusal(
          scope.t('resources.extension.rangeOverflow', { last: 10 ** EXTENSION_SUFFIX_DIGITS - 1 }),
        );
      const taken = await context.db
        .selectFrom('extensions')
        .select('number')
        .where('enterprise_id', '=', scope.enterpriseId)
        .where('number', 'in', numbers)
        .orderBy('number')
        .execute();
      if (taken.length)
        throw refusal(
          scope.t('resources.extension.rangeTaken', { numbers: taken.map((row) => row.number).join(', ') }),
        );
      const groups = await context.db
        .selectFrom('call_groups')
        .select('number')
        .where('number', 'in', numbers)
        .orderBy('number')
        .execute();
      if (groups.length)
        throw refusal(
          scope.t('resources.extension.rangeIsCallGroup', {
            numbers: groups.map((row) => row.number).join(', '),
          }),
        );
      await withLimitsHeld(context.db, limitOwners('extension', scope.enterpriseId), async (trx) => {
        await refuseOverLimit(trx, scope.t, 'extension', scope.enterpriseId, numbers.length);
        for (let first = 0; first < numbers.length; first += 200) {
          await trx
            .insertInto('extensions')
            .values(
              numbers.slice(first, first + 200).map((number) => ({
                id: randomUUID(),
                enterprise_id: scope.enterpriseId,
                number,
                display_name: '',
                password: storedSecret(scope, number, generateSecret()),
                caller_id_name: '',
                caller_id_number: '',
                max_registrations: maxRegistrations,
                recording_mode: recordingMode,
                forward_mode: 'none',
                forward_target: '',
                do_not_disturb: 0,
                enabled: 1,
                description: '',
                created_at: scope.now,
                updated_at: scope.now,
              })),
            )
            .execute();
        }
      });
      return {
        value: { created: numbers.length, first: numbers[0]!, last: numbers[numbers.length - 1]! },
        detail: JSON.stringify({ start, count, maxRegistrations, recordingMode }),
      };
    },
  );
});

const resetPasswordHandler = handle(resetExtensionPassword, async (context) => {
  const scope = resourceContext(context);
  const { id } = context.input;
  return logged(scope, extensionResource, 'resetPassword', id, async () => {
    const password = generateSecret();
    const row = await context.db
      .selectFrom('extensions')
      .select('number')
      .where('id', '=', id)
      .where('enterprise_id', '=', scope.enterpriseId)
      .executeTakeFirst();
    if (!row) throw notFound(extensionResource, scope.t, id);
    await context.db
      .updateTable('extensions')
      .set({ password: storedSecret(scope, row.number, password), updated_at: scope.now })
      .where('id', '=', id)
      .where('enterprise_id', '=', scope.enterpriseId)
      .execute();
    return { value: { password }, detail: '' };
  });
});

export const extensionBehaviour: ResourceBehaviour = {
  check: async (db, row, context, id) => [
    ...(await numberOwnershipProblems(db, 'extensions', row, context)),
    ...(await numberChangeProblems(db, row, context, id)),
  ],
  // The binding lives on the member (members.extension_id): one truth, read back here.
  addVirtualFields: async (db, entities, _rows, enterpriseId) => {
    const bound = await db
      .selectFrom('members')
      .select(['id', 'name', 'account', 'extension_id'])
      .where('enterprise_id', '=', enterpriseId)
      .where(
        'extension_id',
        'in',
        entities.map((entity) => entity.id),
      )
      .execute();
    const byExtension = new Map(bound.map((member) => [String(member.extension_id), member]));
    for (const entity of entities) {
      const member = byExtension.get(String(entity.id));
      entity.memberId = member ? String(member.id) : null;
      // Read with the row, under the extension's own permission: the column needs no member lookup.
      entity.memberName = member ? String(member.name) : null;
      entity.memberAccount = member ? String(member.account) : null;
    }
  },
  // An update's new secret is hashed after the write, with the row's number (extensionSecret.ts).
  derivedColumns: async (input, mode, context) => {
    if (mode !== 'add') return {};
    const password = typeof input.password === 'string' && input.password ? input.password : generateSecret();
    return { password: storedSecret(context, String(input.number), password) };
  },
  afterWrite: async (trx, id, input, context) => {
    await storeUpdatedSecret(trx, id, input, context);
    if (!('memberId' in input)) return;
    await trx
      .updateTable('members')
      .set({ extension_id: null, updated_at: context.now })
      .where('enterprise_id', '=', context.enterpriseId)
      .where('extension_id', '=', id)
      .execute();
    if (typeof input.memberId === 'string')
      await trx
        .updateTable('members')
        .set({ extension_id: id, updated_at: context.now })
        .where('enterprise_id', '=', context.enterpriseId)
        .where('id', '=', input.memberId)
        .execute();
  },
  extraHandlers: [batchAddHandler, resetPasswordHandler],
};
