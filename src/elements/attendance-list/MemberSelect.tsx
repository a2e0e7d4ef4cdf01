import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AttendanceMemberOption, attendanceMembers } from '../../contract/apps/attendance';
import { useKitCore } from '../kit';
import { SearchSelect, useSearchSelectState } from '../kit/form/SearchSelect';

export interface MemberSelectProps {
  value: string | null;
  onChange(id: string | null): void;
  id?: string;
  noneLabel: string;
}

/** A member of the enterprise, searched by name or account through `/attendance/members`. */
export function MemberSelect({ value, onChange, id, noneLabel }: MemberSelectProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const state = useSearchSelectState();
  const [rows, setRows] = useState<AttendanceMemberOption[]>([]);
  const [current, setCurrent] = useState<AttendanceMemberOption | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const { keyword, open } = state;

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      http
        .call(attendanceMembers, keyword ? { keyword } : {}, { errorMessageMode: 'none' })
        .then((answer) => live && setRows(answer.records))
        .catch(() => live && setRows([]))
        .finally(() => live && setLoading(false));
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [http, keyword, open]);

  useEffect(() => {
    if (!value) {
      setCurrent(undefined);
      return;
    }
    const known = rows.find((row) => row.id === value);
    if (known) {
      setCurrent(known);
      return;
    }
    let live = true;
    http
      .call(attendanceMembers, { id: value }, { errorMessageMode: 'none' })
      .then((answer) => live && setCurrent(answer.records[0]))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [http, value, rows]);

  return (
    <SearchSelect<AttendanceMemberOption>
      id={id}
      state={state}
      value={value}
      onChange={onChange}
      rows={rows}
      loading={loading}
      current={current}
      label={(row) => `${row.name} (${row.account})`}
      hint={(row) => row.deptName}
      searchLabel={t('apps.attendance.records.searchMember')}
      noneLabel={noneLabel}
    />
  );
}
