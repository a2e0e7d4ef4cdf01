import { Button, FormGroup, HTMLSelect, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AttendanceReportRow,
  attendanceReport,
  attendanceReportExport,
  REPORT_GROUPS,
  REPORT_PERIODS,
  type ReportGroup,
  type ReportPeriod,
} from '../../contract/apps/attendanceReports';
import { ExportButton, PermissionGuard, useKitCore } from '../kit';
import { DeptSelect } from '../kit/org/DeptSelect';
import { watched } from '../kit/resource/resourceClient';
import { zonedTime, zonedToday } from './attendanceText';
import type { AttendanceDepts } from './useAttendanceDepts';

const COUNTS = ['members', 'workdays', 'present', 'late', 'early', 'absent', 'outOfArea'] as const;

interface Report {
  records: AttendanceReportRow[];
  total: AttendanceReportRow;
  timeZone: string;
}

/** Daily and monthly counts per department or per member, with a total and an export. */
export function ReportsTab({ depts }: { depts: AttendanceDepts }) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const [period, setPeriod] = useState<ReportPeriod>('daily');
  const [group, setGroup] = useState<ReportGroup>('dept');
  const [day, setDay] = useState('');
  const [month, setMonth] = useState('');
  const [deptId, setDeptId] = useState<string | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);

  // Today in the platform's zone, once the zone is known.
  useEffect(() => {
    if (depts.loading) return;
    const today = zonedToday(depts.timeZone);
    setDay((current) => current || today);
    setMonth((current) => current || today.slice(0, 7));
  }, [depts.loading, depts.timeZone]);

  const date = period === 'daily' ? day : month;
  const request = { period, date, group, ...(deptId ? { deptId } : {}) };
  const requestKey = JSON.stringify(request);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is keyed by its JSON; `generation` re-runs it.
  useEffect(() => {
    if (!date) return;
    let live = true;
    setLoading(true);
    watched(http.call(attendanceReport, JSON.parse(requestKey)))
      .then((answer) => {
        if (!live) return;
        setReport(answer);
        setFailed(false);
      })
      .catch(() => live && setFailed(true))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [http, requestKey, generation]);

  const exportReport = async (format: 'csv' | 'xlsx') => {
    await watched(
      http.download(
        attendanceReportExport.path,
        { ...request, format },
        `attendance-${period}-${date}.${format}`,
      ),
    );
  };
  const withTimes = period === 'daily' && group === 'member';
  const zone = report?.timeZone ?? depts.timeZone;
  const row = (entry: AttendanceReportRow, total = false) => (
    <tr key={entry.id || 'none'} data-row-id={entry.id}>
      {total ? <th scope="row">{entry.name}</th> : <td>{entry.name}</td>}
      <td>{entry.deptName}</td>
      {COUNTS.map((count) => (
        <td key={count} className="dc-att-count" data-count={count}>
          {entry[count]}
        </td>
      ))}
      {withTimes ? (
        <>
          <td>{total ? '' : zonedTime(entry.checkIn, zone)}</td>
          <td>{total ? '' : zonedTime(entry.checkOut, zone)}</td>
        </>
      ) : null}
    </tr>
  );

  return (
    <div className="dc-att-tab" data-testid="attendance-reports">
      <div className="dc-att-choices">
        <FormGroup label={t('apps.attendance.fields.period')} labelFor="dc-att-report-period">
          <HTMLSelect
            iconProps={{ title: t('kit.assistive.openDropdown') }}
            id="dc-att-report-period"
            value={period}
            onChange={(event) => setPeriod(event.currentTarget.value as ReportPeriod)}
            options={REPORT_PERIODS.map((value) => ({ value, label: t(`apps.attendance.report.${value}`) }))}
          />
        </FormGroup>
        <FormGroup label={t('apps.attendance.fields.date')} labelFor="dc-att-report-date">
          <input
            id="dc-att-report-date"
            className="bp6-input"
            type={period === 'daily' ? 'date' : 'month'}
            value={date}
            onChange={(event) =>
              period === 'daily' ? setDay(event.currentTarget.value) : setMonth(event.currentTarget.value)
            }
          />
        </FormGroup>
        <FormGroup label={t('apps.attendance.fields.group')} labelFor="dc-att-report-group">
          <HTMLSelect
            iconProps={{ title: t('kit.assistive.openDropdown') }}
            id="dc-att-report-group"
            value={group}
            onChange={(event) => setGroup(event.currentTarget.value as ReportGroup)}
            options={REPORT_GROUPS.map((value) => ({
              value,
              label: t(`apps.attendance.report.${value === 'dept' ? 'byDept' : 'byMember'}`),
            }))}
          />
        </FormGroup>
        <FormGroup label={t('apps.attendance.fields.deptId')} labelFor="dc-att-report-dept">
          <DeptSelect
            id="dc-att-report-dept"
            value={deptId}
            onChange={setDeptId}
            tree={depts.tree}
            noneLabel={t('apps.attendance.records.allDepts')}
          />
        </FormGroup>
        <Button
          icon={<RefreshIcon />}
          text={t('apps.attendance.report.run')}
          onClick={() => setGeneration((value) => value + 1)}
        />
        <span className="dc-toolbar-spacer" />
        <PermissionGuard permission="attendance:export">
          <ExportButton formats={['csv', 'xlsx']} onExport={exportReport} />
        </PermissionGuard>
      </div>
      <div className="dc-att-report" aria-busy={loading} part="grid">
        {!report && failed ? (
          <NonIdealState
            title={t('calldata.common.loadFailed')}
            action={<Button text={t('common.redo')} onClick={() => setGeneration((value) => value + 1)} />}
          />
        ) : !report ? (
          <Spinner size={24} />
        ) : report.records.length === 0 ? (
          <NonIdealState title={t('apps.attendance.report.empty')} />
        ) : (
          <HTMLTable compact striped className="dc-att-report-table">
            <caption className="dc-visually-hidden">
              {`${t('apps.attendance.tabs.reports')} ${date} · ${t('apps.attendance.report.timeZone', { zone })}`}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('apps.attendance.report.columns.name')}</th>
                <th scope="col">{t('apps.attendance.report.columns.deptName')}</th>
                {COUNTS.map((count) => (
                  <th scope="col" key={count}>
                    {t(`apps.attendance.report.columns.${count}`)}
                  </th>
                ))}
                {withTimes ? (
                  <>
                    <th scope="col">{t('apps.attendance.report.columns.checkIn')}</th>
                    <th scope="col">{t('apps.attendance.report.columns.checkOut')}</th>
                  </>
                ) : null}
              </tr>
            </thead>
            <tbody>{report.records.map((entry) => row(entry))}</tbody>
            <tfoot>{row(report.total, true)}</tfoot>
          </HTMLTable>
        )}
      </div>
    </div>
  );
}
