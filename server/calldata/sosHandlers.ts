import { permissionCode } from '../../src/contract';
import {
  type AlarmStatus,
  canTransition,
  reportSosAlarm,
  SOS_ALARM_TOPIC,
  type SosAlarm,
  sosAlarmResource,
  transitionSosAlarm,
} from '../../src/contract/calldata';
import { handle } from '../handlers/handler';
import { refused } from '../http/errors';
import { resourceContext } from '../resources/behaviour';
import { notFound } from '../resources/problems';
import { formatDateTime } from '../resources/transfer';
import { logged } from '../resources/writes';
import type { PublishScope } from '../ws';
import { forgetCounts } from './countCache';
import { recordFromRow } from './recordRows';
import { calldataDb } from './tables';

/*
 * SOS workflow: open → acknowledged → resolved | false_alarm, with who, when and a note per step.
 * Each change is logged (docs/security.md) and pushed on the `sos` topic to the enterprise's sockets only, so
 * every open screen of that enterprise sees it without reloading.
 */

/**
 * Who hears an alarm: the enterprise's sockets whose session may read alarms. An alarm carries a member's
 * location and the notes, so a sub-user without `sos:search` (docs/behaviour.md#validation) must not receive it at all.
 */
function alarmAudience(enterpriseId: string): PublishScope {
  return { enterpriseId, permission: permissionCode(sosAlarmResource.routeName, 'search') };
}

interface SosEvent {
  event: 'raised' | 'changed';
  alarm: SosAlarm;
}

function noteLine(now: number, account: string, text: string | undefined): string {
  return text?.trim() ? `${formatDateTime(now)} ${account}: ${text.trim()}` : '';
}

const transitionHandler = handle(transitionSosAlarm, async (context) => {
  const scope = resourceContext(context);
  const db = calldataDb(context.db);
  const { id, status: to, note } = context.input;
  return logged(scope, sosAlarmResource, 'transition', id, async () => {
    const numericId = /^\d{1,18}$/.test(id) ? Number(id) : -1;
    const current = await db
      .selectFrom('sos_alarms')
      .selectAll()
      .where('enterprise_id', '=', scope.enterpriseId)
      .where('id', '=', numericId)
      .executeTakeFirst();
    if (!current) throw notFound(sosAlarmResource, scope.t, id);
    const from = current.status as AlarmStatus;
    const statusName = (status: string) => scope.t(`calldata.sosAlarm.values.status.${status}`);
    if (!canTransition(from, to))
      throw refused('calldata.sosAlarm.invalidTransition', { from: statusName(from), to: statusName(to) });
    const account = scope.session.username;
    const line = noteLine(scope.now, account, note);
    const notes = [current.notes, line].filter(Boolean).join('\n');
    const stamp =
      to === 'acknowledged'
        ? { acknowledged_by: account, acknowledged_at: scope.now }
        : { closed_by: account, closed_at: scope.now };
    // `status = from` in the condition: of two people moving the same alarm, the second is refused.
    const result = await db
      .updateTable('sos_alarms')
      .set({ status: to, notes, ...stamp })
      .where('enterprise_id', '=', scope.enterpriseId)
      .where('id', '=', numericId)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      throw refused('calldata.sosAlarm.changedMeanwhile', { from: statusName(from) });
    forgetCounts(context.db, 'sos_alarms', scope.enterpriseId);
    const row = await db
      .selectFrom('sos_alarms')
      .selectAll()
      .where('id', '=', numericId)
      .executeTakeFirstOrThrow();
    const alarm = recordFromRow(sosAlarmResource, row) as SosAlarm;
    context.publish(
      SOS_ALARM_TOPIC,
      { event: 'changed', alarm } satisfies SosEvent,
      alarmAudience(scope.enterpriseId),
    );
    return {
      value: alarm,
      target: `${alarm.memberName} (${id})`,
      detail: JSON.stringify({ from, to, note }),
    };
  });
});

const reportHandler = handle(reportSosAlarm, async (context) => {
  const scope = resourceContext(context);
  const db = calldataDb(context.db);
  const input = context.input;
  return logged(scope, sosAlarmResource, 'report', input.memberAccount, async () => {
    const member = await db
      .selectFrom('members')
      .select(['name', 'account', 'imei', 'device_model'])
      .where('enterprise_id', '=', scope.enterpriseId)
      .where('account', '=', input.memberAccount)
      .executeTakeFirst();
    if (!member) throw refused('calldata.sosAlarm.unknownMember', { account: input.memberAccount });
    const inserted = await db
      .insertInto('sos_alarms')
      .values({
        enterprise_id: scope.enterpriseId,
        member_name: member.name,
        member_account: member.account,
        device_id: input.deviceId || member.imei || member.device_model,
        alarm_time: scope.now,
        alarm_type: input.alarmType,
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
        accuracy_m: input.accuracyM ?? null,
        address: input.address ?? '',
        status: 'open',
        acknowledged_by: null,
        acknowledged_at: null,
        closed_by: null,
        closed_at: null,
        notes: '',
        related_cdr_id: null,
        related_ptt_id: null,
        related_media_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    forgetCounts(context.db, 'sos_alarms', scope.enterpriseId);
    const row = await db
      .selectFrom('sos_alarms')
      .selectAll()
      .where('id', '=', inserted.id)
      .executeTakeFirstOrThrow();
    const alarm = recordFromRow(sosAlarmResource, row) as SosAlarm;
    context.publish(
      SOS_ALARM_TOPIC,
      { event: 'raised', alarm } satisfies SosEvent,
      alarmAudience(scope.enterpriseId),
    );
    return { value: alarm, target: `${alarm.memberName} (${alarm.id})`, detail: JSON.stringify(input) };
  });
});

export const SOS_HANDLERS = [transitionHandler, reportHandler] as const;
