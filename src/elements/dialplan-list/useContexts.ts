import { useMemo } from 'react';
import type { Enterprise } from '../../contract/accounts/enterprise';
import { enterpriseView } from '../../contract/accounts/views';
import { useResourceList } from '../kit/list/useResourceList';
import { useResourceClient } from '../kit/resource/useResourceClient';

/** The contexts a platform routes in: public (trunks), default, and each enterprise's (its number prefix). */
export function useDialContexts(): { value: string; label: string }[] {
  const client = useResourceClient<Enterprise>(enterpriseView);
  const filters = useMemo(() => ({}), []);
  const enterprises = useResourceList(client, filters, { preset: 'table', pageSize: 100 });
  return useMemo(
    () => [
      { value: 'public', label: 'public' },
      { value: 'default', label: 'default' },
      ...enterprises.rows.map((row) => ({ value: row.prefix, label: `${row.prefix} ${row.name}` })),
    ],
    [enterprises.rows],
  );
}
