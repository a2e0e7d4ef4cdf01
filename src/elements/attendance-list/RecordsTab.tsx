import { FormGroup, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ATTENDANCE_RESULTS,
  ATTENDANCE_TYPES,
  type AttendanceRecord,
  attendanceExport,
  attendancePage,
} from '../../contract/apps/attendance';
import {
  DataGrid,
  ExportButton,
  FilterBar,
  type FilterField,
  type GridColumn,
  PermissionGuard,
  useKitCore,
} from '../kit';
import { useResourceList } from '../kit/list/useResourceList';
import { DeptSelect } from '../kit/org/DeptSelect';
import { datedFilename, type PageQuery, watched } from '../kit/resource/resourceClient';
import { resultIntent, zonedDateTime } from './attendanceText';
import { MemberSelect } from './MemberSelect';
import type { AttendanceDepts } from './useAttendanceDepts';

const FILTERS: readonly FilterField[] = [
  { name: 'keyword', kind: 'text', label: 'apps.attendance.fields.keyword' },
  {
    name: 'type',
    kind: 'select',
    label: 'apps.attendance.fields.type',
    options: ATTENDANCE_TYPES.map((type) => ({ value: type, label: `apps.attendance.types.${type}` })),
  },
  {
    name: 'result',
    kind: 'select',
    label: 'apps.attendance.fields.result',
    options: ATTENDANCE_RESULTS.map((result) => ({
      value: result,
      label: `apps.attendance.results.${result}`,
    })),
  },
  { name: 'day', kind: 'dateRange', label: 'apps.attendance.fields.day', params: ['dayFrom', 'dayTo'] },
];

/** The filter bar sends whole-day bounds with a time; the attendance filters take the day only. */
function dayFilters(values: Record<string, unknown>): Record<string, unknown> {
  const next = { ...values };
  for (const key of ['dayFrom', 'dayTo'])
    if (typeof next[key] === 'string') next[key] = (next[key] as string).slice(0, 10);
  return next;
}

/** Check-ins and check-outs: filters, the grid, export of what is filtered. */
export function RecordsTab({ depts }: { depts: AttendanceDepts }) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [deptId, setDeptId] = useState<string | null>(null);
  const [memberId, setMemberId] = useState<string | null>(null);
  const source = useMemo(
    () => ({
      page: (query: PageQuery, signal?: AbortSignal) =>
        watched(http.call(attendancePage, query as never, { signal })),
    }),
    [http],
  );
  const all = { ...filters, ...(deptId ? { deptId } : {}), ...(memberId ? { memberId } : {}) };
  const list = useResourceList<AttendanceRecord>(source, all, {
    defaultSort: { field: 'time', order: 'desc' },
  });
  const zone = depts.timeZone;
  const columns: GridColumn<AttendanceRecord>[] = [
    {
      key: 'memberName',
      title: t('apps.attendance.fields.memberName'),
      sortable: true,
      width: 160,
      render: (row) => `${row.memberName} (${row.memberAccount})`,
    },
    { key: 'deptName', title: t('apps.attendance.fields.deptName'), width: 200 },
    {
      key: 'type',
      title: t('apps.attendance.fields.type'),
      width: 80,
      render: (row) => t(`apps.attendance.types.${row.type}`),
    },
    {
      key: 'time',
      title: t('apps.attendance.fields.time'),
      sortable: true,
      width: 160,
      render: (row) => zonedDateTime(row.time, zone),
    },
    {
      key: 'result',
      title: t('apps.attendance.fields.result'),
      sortable: true,
      width: 170,
      render: (row) => (
        <span data-result={row.result}>
          <Tag minimal intent={resultIntent(row.result)}>
            {t(`apps.attendance.results.${row.result}`)}
          </Tag>
          {row.minutesOff > 0
            ? ` ${t(`apps.attendance.records.${row.timeResult === 'early' ? 'early' : 'late'}`, { minutes: row.minutesOff })}`
            : ''}
        </span>
      ),
    },
    {
      key: 'position',
      title: t('apps.attendance.fields.position'),
      width: 260,
      render: (row) => (
        <span
          title={
            row.distanceMeters === null
              ? undefined
              : t('apps.attendance.records.distance', { meters: row.distanceMeters })
          }
        >
          {`${row.latitude.toFixed(5)}, ${row.longitude.toFixed(5)}`}
          {row.address ? ` · ${row.address}` : ''}
        </span>
      ),
    },
    { key: 'deviceId', title: t('apps.attendance.fields.deviceId'), width: 150 },
  ];

  const exportRows = async (format: 'csv' | 'xlsx') => {
    const { pageNum: _page, pageSize: _size, ...query } = list.query;
    await watched(
      http.download(attendanceExport.path, { ...query, format }, datedFilename('attendance', format)),
    );
  };

  return (
    <div className="dc-att-tab" data-testid="attendance-records">
      <div className="dc-att-choices">
        <FormGroup label={t('apps.attendance.fields.deptId')} labelFor="dc-att-records-dept">
          <DeptSelect
            id="dc-att-records-dept"
            value={deptId}
            onChange={setDeptId}
            tree={depts.tree}
            noneLabel={t('apps.attendance.records.allDepts')}
          />
        </FormGroup>
        <FormGroup label={t('apps.attendance.fields.memberId')} labelFor="dc-att-records-member">
          <MemberSelect
            id="dc-att-records-member"
            value={memberId}
            onChange={setMemberId}
            noneLabel={t('apps.attendance.records.allMembers')}
          />
        </FormGroup>
        <span className="dc-toolbar-spacer" />
        <PermissionGuard permission="attendance:export">
          <ExportButton formats={['csv', 'xlsx']} onExport={exportRows} />
        </PermissionGuard>
      </div>
      <FilterBar
        fields={FILTERS}
        onSubmit={(values) => {
          const next = dayFilters(values);
          if (list.submit({ ...next, ...(deptId ? { deptId } : {}), ...(memberId ? { memberId } : {}) }))
            setFilters(next);
        }}
      />
      <div className="dc-att-grid" part="grid">
        <DataGrid<AttendanceRecord> columns={columns} list={list} rowKey={(row) => row.id} />
      </div>
    </div>
  );
}
