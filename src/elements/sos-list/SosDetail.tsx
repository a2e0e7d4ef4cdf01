import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type AlarmStatus, type SosAlarm, sosAlarmResource } from '../../contract/calldata';
import { Drawer } from '../kit/overlay/LabelledOverlays';
import { useFocusReturn } from '../kit/overlay/useFocusReturn';
import { displayValue, fieldLabel } from '../kit/record/recordColumns';
import { SosLocation } from './SosLocation';
import { SosRelatedRecords } from './SosRelatedRecords';
import { SosStatusHistory } from './SosStatusHistory';
import { SosStepButtons } from './SosStepButtons';

export interface SosDetailProps {
  alarm: SosAlarm | null;
  onClose(): void;
  /** A workflow step chosen in the drawer: the list asks for the note (the same dialog as the rows'). */
  onStep(alarm: SosAlarm, to: AlarmStatus): void;
}

const DETAIL_FIELDS = [
  'memberName',
  'memberAccount',
  'deviceId',
  'alarmTime',
  'alarmType',
  'status',
] as const;

/**
 * An alarm in full: member, device, time and type; where it was raised; who moved it along,
 * when, and their notes; the call, PTT burst and clip it links to; the next workflow steps.
 */
export function SosDetail({ alarm, onClose, onStep }: SosDetailProps) {
  const { t } = useTranslation();
  const focusReturn = useFocusReturn(!!alarm);
  return (
    <Drawer
      {...focusReturn}
      isOpen={!!alarm}
      onClose={onClose}
      title={alarm ? t('calldata.sosAlarm.detailTitle', { member: alarm.memberName }) : ''}
      size="520px"
    >
      {alarm ? (
        <div className="dc-drawer-body" part="detail" data-alarm-id={alarm.id}>
          <HTMLTable compact className="dc-detail-table">
            <tbody>
              {DETAIL_FIELDS.map((field) => (
                <tr key={field}>
                  <th>{fieldLabel(sosAlarmResource, field, t)}</th>
                  <td data-field={field}>{displayValue(sosAlarmResource, field, alarm[field], t)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <div className="dc-sos-steps" part="detail-actions">
            <SosStepButtons alarm={alarm} onStep={onStep} />
          </div>
          <SosLocation alarm={alarm} />
          <SosStatusHistory alarm={alarm} />
          <SosRelatedRecords alarm={alarm} />
        </div>
      ) : null}
    </Drawer>
  );
}
