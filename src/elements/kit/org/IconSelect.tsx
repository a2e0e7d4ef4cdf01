import { HTMLSelect } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Icon, iconResource } from '../../../contract/resources/icon';
import { useResourceList } from '../list/useResourceList';
import { useResourceClient } from '../resource/useResourceClient';

export interface IconSelectProps {
  value: string | null;
  onChange(id: string | null): void;
  id?: string;
  noneLabel: string;
}

const NO_FILTERS = {};

/** A member's icon, chosen by name from the enterprise's icons (newest first, up to 500). */
export function IconSelect({ value, onChange, id, noneLabel }: IconSelectProps) {
  const { t } = useTranslation();
  const client = useResourceClient<Icon>(iconResource);
  const list = useResourceList(client, NO_FILTERS, { preset: 'grid', pageSize: 500 });
  const options = useMemo(
    () => [
      { value: '', label: noneLabel },
      ...list.rows.map((icon) => ({ value: icon.id, label: icon.name })),
      ...(value && !list.loading && !list.rows.some((icon) => icon.id === value)
        ? [{ value, label: value }]
        : []),
    ],
    [list.rows, list.loading, noneLabel, value],
  );
  return (
    <HTMLSelect
      iconProps={{ title: t('kit.assistive.openDropdown') }}
      id={id}
      fill
      value={value ?? ''}
      options={options}
      onChange={(event) => onChange(event.currentTarget.value || null)}
    />
  );
}
