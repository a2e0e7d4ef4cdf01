import { useCallback, useEffect, useState } from 'react';
import { type Enterprise, enterpriseGet, enterpriseUsage } from '../../contract/accounts/enterprise';
import { useKitCore } from '../kit/element/kitCore';
import { watched } from '../kit/resource/resourceClient';

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

/** One enterprise and its usage, read together; reloads when the id changes. */
export function useEnterprise(id: string): EnterpriseState {
  const { http } = useKitCore();
  const [enterprise, setEnterprise] = useState<Enterprise | null>(null);
  const [usage, setUsage] = useState<EnterpriseUsage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    // `generation` asks for a reload.
    void generation;
    if (!id) {
      setLoading(false);
      return;
    }
    let live = true;
    setLoading(true);
    Promise.all([
      watched(http.call(enterpriseGet, { id }, { errorMessageMode: 'none' })),
      watched(http.call(enterpriseUsage, { id }, { errorMessageMode: 'none' })),
    ]).then(
      ([found, used]) => {
        if (!live) return;
        setEnterprise(found);
        setUsage(used);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!live) return;
        setError(failure instanceof Error ? failure.message : String(failure));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [http, id, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { enterprise, usage, loading, error, reload, replace: setEnterprise };
}
