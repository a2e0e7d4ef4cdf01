import { Button, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ALARM_TRANSITIONS, type AlarmStatus, type SosAlarm } from '../../contract/calldata';
import { PermissionGuard } from '../kit';

export interface SosStepButtonsProps {
  alarm: SosAlarm;
  /** The person chose the next status; the caller asks for the note and sends it. */
  onStep(alarm: SosAlarm, to: AlarmStatus): void;
  /** Row buttons are small and minimal; the drawer's are regular. */
  compact?: boolean;
}

/** The workflow steps an alarm allows from where it stands, for sessions holding `sos:edit`. */
export function SosStepButtons({ alarm, onStep, compact }: SosStepButtonsProps) {
  const { t } = useTranslation();
  return (
    <PermissionGuard permission="sos:edit">
      {ALARM_TRANSITIONS[alarm.status].map((to) => (
        <Button
          key={to}
          size={compact ? 'small' : 'medium'}
          variant={compact ? 'minimal' : 'solid'}
          intent={to === 'acknowledged' ? Intent.WARNING : Intent.PRIMARY}
          text={t(`calldata.sosAlarm.actions.${to}`)}
          onClick={() => onStep(alarm, to)}
        />
      ))}
    </PermissionGuard>
  );
}
