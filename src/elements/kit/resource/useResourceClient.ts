import { useMemo } from 'react';
import type { ResourceDef } from '../../../contract/resources/defineResource';
import { useKitCore } from '../element/kitCore';
import { createResourceClient, type ResourceClient } from './resourceClient';

/** The resource's client over the shared session's HTTP client. */
export function useResourceClient<Row = Record<string, unknown>>(resource: ResourceDef): ResourceClient<Row> {
  const { http, store } = useKitCore();
  return useMemo(
    () =>
      createResourceClient<Row>(http, resource, {
        getToken: () => store.user.token,
        getLocale: () => store.app.locale,
      }),
    [http, store, resource],
  );
}
