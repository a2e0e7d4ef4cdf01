import { Intent, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ALARM_STATUSES,
  ALARM_TYPES,
  type AlarmStatus,
  type SosAlarm,
  sosAlarmResource,
} from '../../contract/calldata';
import { useRealtimeClient } from '../kit/realtime';
import { RecordListScreen } from '../kit/record/RecordListScreen';
import { RowDetailsButton, useRowOpen } from '../kit/record/RowDetailsButton';
import type { RecordColumn } from '../kit/record/recordColumns';
import { enumFilter, type RecordFilterField, textFilter } from '../kit/record/recordFilters';
import { simulatedFilter, simulatedMarkColumn } from '../kit/record/simulatedColumn';
import type { SosEvent } from '../kit/record/useSosNotifications';
import { SosDetail } from './SosDetail';
import { SosStepButtons } from './SosStepButtons';
import { SosTestAlarmButton } from './SosTestAlarmButton';
import { SosTransitionDialog } from './SosTransitionDialog';

const FILTERS: readonly RecordFilterField[] = [
  enumFilter(sosAlarmResource, 'status', ALARM_STATUSES),
  enumFilter(sosAlarmResource, 'alarmType', ALARM_TYPES),
  textFilter(sosAlarmResource, 'member'),
  { kind: 'text', name: 'keyword', label: 'calldata.sosAlarm.fields.memberName' },
  simulatedFilter(sosAlarmResource),
];

const STATUS_INTENT: Record<AlarmStatus, Intent> = {
  open: Intent.DANGER,
  acknowledged: Intent.WARNING,
  resolved: Intent.SUCCESS,
  false_alarm: Intent.NONE,
};

export interface SosListProps {
  pageSize?: number;
}

/** `<sos-list>`: alarms with their workflow and a detail drawer; new alarms arrive live over the `sos` topic. */
export const SosList = observer(function SosList({ pageSize }: SosListProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<{ alarm: SosAlarm; to: AlarmStatus } | null>(null);
  const [open, setOpen] = useState<SosAlarm | null>(null);
  const [reloadSignal, setReloadSignal] = useState(0);
  const reload = useCallback(() => setReloadSignal((value) => value + 1), []);
  const realtime = useRealtimeClient();
  /** The open drawer follows its alarm: a step taken here or on another console shows at once. */
  const follow = useCallback(
    (alarm: SosAlarm) => setOpen((current) => (current?.id === alarm.id ? alarm : current)),
    [],
  );
  const onSosEvent = useCallback(
    (event: SosEvent) => {
      follow(event.alarm);
      reload();
    },
    [follow, reload],
  );
  const openRow = useRowOpen<SosAlarm>('sos', setOpen);
  const chooseStep = useCallback((alarm: SosAlarm, to: AlarmStatus) => setStep({ alarm, to }), []);
  const columns: readonly RecordColumn<SosAlarm>[] = [
    simulatedMarkColumn<SosAlarm>(sosAlarmResource, 'alarmTime', 160, t),
    'memberName',
    ['deviceId', 110],
    ['alarmType', 80],
    {
      key: 'status',
      title: t('calldata.sosAlarm.fields.status'),
      sortable: true,
      width: 90,
      render: (row) => (
        <Tag intent={STATUS_INTENT[row.status]} minimal data-status={row.status}>
          {t(`calldata.sosAlarm.values.status.${row.status}`)}
        </Tag>
      ),
    },
    ['address', 130],
    'acknowledgedBy',
    ['notes', 130],
  ];
  return (
    <RecordListScreen<SosAlarm>
      resource={sosAlarmResource}
      columns={columns}
      filters={FILTERS}
      pageSize={pageSize}
      reloadSignal={reloadSignal}
      onSosEvent={onSosEvent}
      rowActionsWidth={230}
      onRowOpen={openRow}
      rowActions={(row) => (
        <>
          <RowDetailsButton resource="sos" id={row.id} onOpen={() => setOpen(row)} />
          <SosStepButtons alarm={row} onStep={chooseStep} compact />
        </>
      )}
      toolbar={() => (
        <>
          <Tag
            minimal
            intent={realtime?.status === 'online' ? Intent.SUCCESS : Intent.NONE}
            part="live-state"
          >
            {t(realtime?.status === 'online' ? 'calldata.sosAlarm.live' : 'calldata.sosAlarm.offline')}
          </Tag>
          <SosTestAlarmButton />
        </>
      )}
    >
      <SosDetail alarm={open} onClose={() => setOpen(null)} onStep={chooseStep} />
      <SosTransitionDialog
        step={step}
        onClose={() => setStep(null)}
        onDone={(alarm) => {
          setStep(null);
          follow(alarm);
          reload();
        }}
      />
    </RecordListScreen>
  );
});
