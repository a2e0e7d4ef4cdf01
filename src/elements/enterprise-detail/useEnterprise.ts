import { useMemo } from 'react';
import { type Enterprise, enterpriseGet, enterpriseUsage } from '../../contract/accounts/enterprise';
import { useAnswer } from '../kit/resource/useEndpointAnswer';

export interface EnterpriseUsage {
  members: number;
  extensions: number;
  groups: number;
  departments: number;
  accounts: number;
}

export interface EnterpriseState {
  enterprise: Enterprise | null;
  usage: EnterpriseUsage | null;
  loading: boolean;
  /** The failure's message (translated by the HTTP client): "does not exist" for another agency's id. */
  error: string | null;
  reload(): void;
  /** Takes an enterprise a change answered, without asking again. */
  replace(enterprise: Enterprise): void;
}

interface Read {
  enterprise: Enterprise | null;
  usage: EnterpriseUsage | null;
}

const NOTHING_READ: Read = { enterprise: null, usage: null };

/** One enterprise and its usage, read together; reloads when the id changes. */
export function useEnterprise(id: string): EnterpriseState {
  const read = useAnswer(
    id
      ? async (http): Promise<Read> => {
          const [enterprise, usage] = await Promise.all([
            http.call(enterpriseGet, { id }, { errorMessageMode: 'none' }),
            http.call(enterpriseUsage, { id }, { errorMessageMode: 'none' }),
          ]);
          return { enterprise, usage };
        }
      : null,
    id,
    NOTHING_READ,
  );
  const { answer, loading, error, reload, replace } = read;
  return useMemo(
    () => ({
      ...answer,
      loading,
      error,
      reload,
      replace: (enterprise: Enterprise) => replace({ ...answer, enterprise }),
    }),
    [answer, loading, error, reload, replace],
  );
}
