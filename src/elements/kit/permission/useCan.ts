import type { RequiredPermission } from '../../../core/routes/permissionCheck';
import { useKitCore } from '../element/kitCore';

/**
 * docs/behaviour.md#validation, docs/behaviour.md#roles-and-permissions permission check against the shared session: `useCan('localuser:add')`. Read inside an
 * `observer` component, the answer follows the session (a role change, a new sign-in).
 */
export function useCan(required: RequiredPermission): boolean {
  const { store } = useKitCore();
  return store.permission.hasPermission(required);
}
