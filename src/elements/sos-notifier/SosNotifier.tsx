import { Button, Callout, Intent } from '@blueprintjs/core';
import { Error as ErrorIcon } from '@blueprintjs/icons';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SOS_ALARM_TOPIC, type SosAlarm } from '../../contract/calldata';
import { useElementEvents } from '../kit/element/elementEvents';
import { useKitCore } from '../kit/element/kitCore';
import { useCan } from '../kit/permission/useCan';
import { claimTopicNotices, useRealtimeClient, useRealtimeTopic } from '../kit/realtime';

/** Alarms shown at once; older ones fold into "N more" until the shown ones are dismissed. */
const SHOWN_ALARMS = 3;

/** Detail of `dc-sos-open`: the alarm the person chose to look at. */
interface SosOpenDetail {
  id: string;
  alarm: SosAlarm;
}

interface SosMessage {
  event: 'raised' | 'changed';
  alarm: SosAlarm;
}

export interface SosNotifierProps {
  /** Keep the notices on screen until dismissed (default); with `auto-dismiss` they go after this many seconds. */
  autoDismiss?: number;
}

/**
 * The live part: holds the page's socket while mounted and keeps a stack of unhandled alarms. An alarm
 * somebody acknowledged or closed elsewhere leaves the stack by itself (the `changed` event).
 */
function LiveAlarms({ autoDismiss }: SosNotifierProps) {
  const { t } = useTranslation();
  const { emit } = useElementEvents();
  const client = useRealtimeClient();
  const [alarms, setAlarms] = useState<SosAlarm[]>([]);

  useEffect(() => claimTopicNotices(SOS_ALARM_TOPIC), []);

  const listener = useCallback((message: SosMessage) => {
    setAlarms((current) => {
      const others = current.filter((alarm) => alarm.id !== message.alarm.id);
      if (message.event === 'raised' && message.alarm.status === 'open') return [message.alarm, ...others];
      return others;
    });
  }, []);
  useRealtimeTopic<SosMessage>(client, SOS_ALARM_TOPIC, listener);

  useEffect(() => {
    if (!autoDismiss || alarms.length === 0) return;
    const timer = setTimeout(() => setAlarms((current) => current.slice(0, -1)), autoDismiss * 1000);
    return () => clearTimeout(timer);
  }, [alarms, autoDismiss]);

  if (alarms.length === 0) return null;
  const dismiss = (id: string) => setAlarms((current) => current.filter((alarm) => alarm.id !== id));
  const hidden = alarms.length - SHOWN_ALARMS;
  return (
    <section className="dc-sos-notifier" part="notifier" aria-label={t('calldata.sosNotifier.label')}>
      {alarms.slice(0, SHOWN_ALARMS).map((alarm) => {
        const type = t(`calldata.sosAlarm.values.alarmType.${alarm.alarmType}`);
        return (
          <Callout
            key={alarm.id}
            intent={Intent.DANGER}
            icon={<ErrorIcon />}
            role="alert"
            className="dc-sos-notice"
            data-alarm-id={alarm.id}
            title={t('calldata.sosAlarm.newAlarm', { member: alarm.memberName, type })}
          >
            <p className="dc-sos-notice__meta">
              {dayjs(alarm.alarmTime).format('HH:mm:ss')}
              {alarm.deviceId ? ` · ${alarm.deviceId}` : ''}
              {alarm.address ? ` · ${alarm.address}` : ''}
            </p>
            <div className="dc-sos-notice__actions">
              <Button
                size="small"
                intent={Intent.DANGER}
                text={t('calldata.sosNotifier.view')}
                onClick={() => {
                  dismiss(alarm.id);
                  emit<SosOpenDetail>('dc-sos-open', { id: alarm.id, alarm });
                }}
              />
              <Button
                size="small"
                variant="minimal"
                text={t('calldata.sosNotifier.dismiss')}
                onClick={() => dismiss(alarm.id)}
              />
            </div>
          </Callout>
        );
      })}
      {hidden > 0 ? (
        <div className="dc-sos-notifier__more">
          <span>{t('calldata.sosNotifier.more', { count: hidden })}</span>
          <Button
            size="small"
            variant="minimal"
            text={t('calldata.sosNotifier.dismissAll')}
            onClick={() => setAlarms([])}
          />
        </div>
      ) : null}
    </section>
  );
}

/**
 * Page-wide SOS notices: a new alarm of the session's enterprise shows on whatever screen is
 * open. Only sessions that may read alarms (`sos:search`) listen at all.
 */
export const SosNotifier = observer(function SosNotifier({ autoDismiss }: SosNotifierProps) {
  const { store } = useKitCore();
  const allowed = useCan('sos:search');
  if (!store.user.token || !allowed) return null;
  return <LiveAlarms autoDismiss={autoDismiss} />;
});
