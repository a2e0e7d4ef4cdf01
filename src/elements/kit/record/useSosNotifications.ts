import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SOS_ALARM_TOPIC, type SosAlarm } from '../../../contract/calldata';
import { useElementToaster } from '..';
import { useCan } from '../permission/useCan';
import { topicNoticesClaimed, useRealtimeClient, useRealtimeTopic } from '../realtime';

export interface SosEvent {
  event: 'raised' | 'changed';
  alarm: SosAlarm;
}

/**
 * A new alarm shows as a notification in the open call-data screen of the enterprise (the server
 * pushes the `sos` topic to that enterprise's sockets only), unless a page-wide `<sos-notifier>` announces
 * alarms already (the console's layout has one). `onEvent` lets the alarm list reload too.
 * Only a session that may read alarms (`sos:search`, docs/behaviour.md#validation) listens: a sub-user without the grant opens no
 * socket for them and is told nothing (the server does not send it alarms either). Call it from an
 * `observer` component, so a change of session is followed.
 */
export function useSosNotifications(onEvent?: (event: SosEvent) => void) {
  const { t } = useTranslation();
  const toaster = useElementToaster();
  const allowed = useCan('sos:search');
  const client = useRealtimeClient(allowed);
  const listener = useCallback(
    (data: SosEvent) => {
      if (data.event === 'raised' && !topicNoticesClaimed(SOS_ALARM_TOPIC))
        toaster.show(
          t('calldata.sosAlarm.newAlarm', {
            member: data.alarm.memberName,
            type: t(`calldata.sosAlarm.values.alarmType.${data.alarm.alarmType}`),
          }),
          'danger',
        );
      onEvent?.(data);
    },
    [t, toaster, onEvent],
  );
  useRealtimeTopic<SosEvent>(client, SOS_ALARM_TOPIC, listener);
  return client;
}
