import { useEffect, useState } from 'react';
import { agencyPage } from '../../../contract/accounts/agency';
import { useKitCore } from '../element/kitCore';
import { watched } from '../resource/resourceClient';

export interface AgencyOption {
  id: string;
  name: string;
}

/** The agencies an administrator may place an enterprise under (none asked for when `enabled` is false). */
export function useAgencyOptions(enabled: boolean): readonly AgencyOption[] {
  const { http } = useKitCore();
  const [agencies, setAgencies] = useState<readonly AgencyOption[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    watched(http.call(agencyPage, { pageNum: 1, pageSize: 500 })).then(
      (page) => live && setAgencies(page.records.map((agency) => ({ id: agency.id, name: agency.name }))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled, http]);
  return agencies;
}
