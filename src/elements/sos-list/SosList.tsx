import { Button, Intent, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ALARM_STATUSES,
  ALARM_TRANSITIONS,
  ALARM_TYPES,
  type AlarmStatus,
  type SosAlarm,
  sosAlarmResource,
} from '../../contract/calldata';
import { RecordListScreen } from '../cdr-list/record/RecordListScreen';
import type { RecordColumn } from '../cdr-list/record/recordColumns';
import { enumFilter, type RecordFilterField, textFilter } from '../cdr-list/record/recordFilters';
import { PermissionGuard } from '../kit';
import { useRealtimeClient } from '../kit/realtime';
import { SosTestAlarmButton } from './SosTestAlarmButton';
import { SosTransitionDialog } from './SosTransitionDialog';

const FILTERS: readonly RecordFilterField[] = [
  enumFilter(sosAlarmResource, 'status', ALARM_STATUSES),
  enumFilter(sosAlarmResource, 'alarmType', ALARM_TYPES),
  textFilter(sosAlarmResource, 'member'),
  { kind: 'text', name: 'keyword', label: 'calldata.sosAlarm.fields.memberName' },
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

/** `<sos-list>`: alarms with their workflow; new alarms arrive live over the `sos` topic. */
export const SosList = observer(function SosList({ pageSize }: SosListProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<{ alarm: SosAlarm; to: AlarmStatus } | null>(null);
  const [reloadSignal, setReloadSignal] = useState(0);
  const reload = useCallback(() => setReloadSignal((value) => value + 1), []);
  const realtime = useRealtimeClient();
  const columns: readonly RecordColumn<SosAlarm>[] = [
    'alarmTime',
    'memberName',
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
    ['notes', 160],
  ];
  return (
    <RecordListScreen<SosAlarm>
      resource={sosAlarmResource}
      columns={columns}
      filters={FILTERS}
      pageSize={pageSize}
      reloadSignal={reloadSignal}
      onSosEvent={reload}
      rowActionsWidth={160}
      rowActions={(row) => (
        <PermissionGuard permission="sos:edit">
          {ALARM_TRANSITIONS[row.status].map((to) => (
            <Button
              key={to}
              size="small"
              variant="minimal"
              intent={to === 'acknowledged' ? Intent.WARNING : Intent.PRIMARY}
              text={t(`calldata.sosAlarm.actions.${to}`)}
              onClick={() => setStep({ alarm: row, to })}
            />
          ))}
        </PermissionGuard>
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
      <SosTransitionDialog
        step={step}
        onClose={() => setStep(null)}
        onDone={() => {
          setStep(null);
          reload();
        }}
      />
    </RecordListScreen>
  );
});
