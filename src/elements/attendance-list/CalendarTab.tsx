import { Button, FormGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attendanceCalendar, type CalendarDay } from '../../contract/apps/attendanceReports';
import { WEEKDAYS } from '../../contract/apps/attendanceRules';
import { useKitCore } from '../kit';
import { watched } from '../kit/resource/resourceClient';
import { resultIntent, shiftMonth, zonedTime, zonedToday } from './attendanceText';
import { MemberSelect } from './MemberSelect';
import type { AttendanceDepts } from './useAttendanceDepts';

/** ISO weekday (1 Monday … 7 Sunday) of a `YYYY-MM-DD`. */
function weekdayOf(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** One member's month: each day's result with its first check-in and last check-out. */
export function CalendarTab({ depts }: { depts: AttendanceDepts }) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const [memberId, setMemberId] = useState<string | null>(null);
  const [month, setMonth] = useState('');
  const [calendar, setCalendar] = useState<{ memberName: string; days: CalendarDay[] } | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!depts.loading) setMonth((current) => current || zonedToday(depts.timeZone).slice(0, 7));
  }, [depts.loading, depts.timeZone]);

  useEffect(() => {
    if (!memberId || !month) {
      setCalendar(null);
      return;
    }
    let live = true;
    setLoading(true);
    watched(http.call(attendanceCalendar, { memberId, month }))
      .then((answer) => live && setCalendar(answer))
      .catch(() => live && setCalendar(null))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [http, memberId, month]);

  const zone = depts.timeZone;
  const lead = calendar?.days[0] ? weekdayOf(calendar.days[0].day) - 1 : 0;

  return (
    <div className="dc-att-tab" data-testid="attendance-calendar">
      <div className="dc-att-choices">
        <FormGroup label={t('apps.attendance.calendar.member')} labelFor="dc-att-calendar-member">
          <MemberSelect
            id="dc-att-calendar-member"
            value={memberId}
            onChange={setMemberId}
            noneLabel={t('apps.attendance.calendar.pickMember')}
          />
        </FormGroup>
        <FormGroup label={t('apps.attendance.calendar.month')} labelFor="dc-att-calendar-month">
          <div className="dc-att-month">
            <Button
              icon={<ChevronLeftIcon />}
              aria-label={t('apps.attendance.calendar.previous')}
              title={t('apps.attendance.calendar.previous')}
              disabled={!month}
              onClick={() => setMonth(shiftMonth(month, -1))}
            />
            <input
              id="dc-att-calendar-month"
              className="bp6-input"
              type="month"
              value={month}
              onChange={(event) => event.currentTarget.value && setMonth(event.currentTarget.value)}
            />
            <Button
              icon={<ChevronRightIcon />}
              aria-label={t('apps.attendance.calendar.next')}
              title={t('apps.attendance.calendar.next')}
              disabled={!month}
              onClick={() => setMonth(shiftMonth(month, 1))}
            />
          </div>
        </FormGroup>
      </div>
      {!memberId ? (
        <NonIdealState title={t('apps.attendance.calendar.pickMember')} />
      ) : !calendar || loading ? (
        <Spinner size={24} />
      ) : (
        <section
          className="dc-att-calendar"
          aria-label={t('apps.attendance.calendar.label', { name: calendar.memberName, month })}
        >
          <ol className="dc-att-calendar-grid">
            {WEEKDAYS.map((day) => (
              <li key={`head-${day}`} className="dc-att-calendar-head" aria-hidden="true">
                {t(`apps.attendance.weekdays.${day}`)}
              </li>
            ))}
            {calendar.days.map((day, index) => (
              <li
                key={day.day}
                className={`dc-att-day dc-att-day-${day.result}${index === 0 ? ` dc-att-start-${lead + 1}` : ''}`}
                data-day={day.day}
                data-result={day.result}
              >
                <span className="dc-att-day-number">
                  {Number(day.day.slice(8))}
                  <span className="dc-visually-hidden">{` ${t(`apps.attendance.weekdays.${weekdayOf(day.day)}`)}`}</span>
                </span>
                {day.result === 'future' || day.result === 'rest' ? (
                  <span className="dc-att-day-quiet">{t(`apps.attendance.dayResults.${day.result}`)}</span>
                ) : (
                  <Tag minimal intent={resultIntent(day.result)}>
                    {t(`apps.attendance.dayResults.${day.result}`)}
                  </Tag>
                )}
                {day.checkIn !== null ? (
                  <span className="dc-att-day-time">
                    {t('apps.attendance.calendar.in', { time: zonedTime(day.checkIn, zone) })}
                  </span>
                ) : null}
                {day.checkOut !== null ? (
                  <span className="dc-att-day-time">
                    {t('apps.attendance.calendar.out', { time: zonedTime(day.checkOut, zone) })}
                  </span>
                ) : null}
                {day.outOfArea ? (
                  <Tag minimal intent="danger">
                    {t('apps.attendance.calendar.outOfArea')}
                  </Tag>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
