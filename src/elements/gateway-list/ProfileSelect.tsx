import { HTMLSelect } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type SipProfile, sipProfileResource } from '../../contract/switch/sipProfile';
import { useResourceList } from '../kit/list/useResourceList';
import { useResourceClient } from '../kit/resource/useResourceClient';

export interface ProfileSelectProps {
  value: string | null;
  onChange(id: string | null): void;
  id?: string;
}

/** A SIP profile by name: a platform has a handful (internal, external, …), so a plain select serves. */
export function ProfileSelect({ value, onChange, id }: ProfileSelectProps) {
  const { t } = useTranslation();
  const client = useResourceClient<SipProfile>(sipProfileResource);
  const filters = useMemo(() => ({}), []);
  const profiles = useResourceList(client, filters, { preset: 'table', pageSize: 100 });
  return (
    <HTMLSelect
      iconProps={{ title: t('kit.assistive.openDropdown') }}
      id={id}
      fill
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      options={[
        { value: '', label: t('resources.gateway.chooseProfile') },
        ...profiles.rows.map((profile) => ({ value: profile.id, label: profile.name })),
      ]}
    />
  );
}

/** The profiles' names by id, for the grid's profile column. */
export function useProfileNames(): ReadonlyMap<string, string> {
  const client = useResourceClient<SipProfile>(sipProfileResource);
  const filters = useMemo(() => ({}), []);
  const profiles = useResourceList(client, filters, { preset: 'table', pageSize: 100 });
  return useMemo(() => new Map(profiles.rows.map((row) => [row.id, row.name])), [profiles.rows]);
}
