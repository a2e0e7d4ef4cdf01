import { useEffect, useState } from 'react';
import type { RecordResourceDef } from '../../contract/calldata';
import { permissionCode } from '../../contract/roles';
import { useKitCore } from '../kit';
import { useCan } from '../kit/permission/useCan';
import { watched } from '../kit/resource/resourceClient';

/** Where a record an alarm links to stands: nothing linked, not for this session, loading, gone, or read. */
export type RelatedRecord<Row> =
  | { state: 'none' }
  | { state: 'forbidden'; id: string }
  | { state: 'loading'; id: string }
  | { state: 'missing'; id: string }
  | { state: 'found'; id: string; record: Row };

/**
 * Reads the call, PTT burst or clip an alarm links to through the resource's own `get`, so the server's
 * tenant and permission checks apply. A session without `<route>:search` (docs/behaviour.md#validation) is not asked to try:
 * the link shows as not for it. A failed read (a clip deleted since) shows quietly as gone, no toast.
 */
export function useRelatedRecord<Row>(resource: RecordResourceDef, id: string | null): RelatedRecord<Row> {
  const { http } = useKitCore();
  const allowed = useCan(permissionCode(resource.routeName, 'search'));
  const [answer, setAnswer] = useState<{ id: string; record: Row | null } | null>(null);
  useEffect(() => {
    setAnswer(null);
    if (!id || !allowed || !resource.endpoints.get) return;
    let live = true;
    watched(http.call(resource.endpoints.get, { id } as never, { errorMessageMode: 'none' })).then(
      (record) => live && setAnswer({ id, record: record as Row }),
      () => live && setAnswer({ id, record: null }),
    );
    return () => {
      live = false;
    };
  }, [http, resource, id, allowed]);
  if (!id) return { state: 'none' };
  if (!allowed) return { state: 'forbidden', id };
  if (answer?.id !== id) return { state: 'loading', id };
  return answer.record === null ? { state: 'missing', id } : { state: 'found', id, record: answer.record };
}
