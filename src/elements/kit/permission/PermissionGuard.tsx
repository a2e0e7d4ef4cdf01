import { observer } from 'mobx-react-lite';
import type { ReactElement, ReactNode } from 'react';
import type { RequiredPermission } from '../../../core/routes/permissionCheck';
import { useCan } from './useCan';

export interface PermissionGuardProps {
  /** `<route>:add|edit|delete|import|export`, or a list of which any one suffices (docs/behaviour.md#validation). */
  permission: RequiredPermission;
  /**
   * `hide` (default) removes the action, like the product's element-level directive (docs/behaviour.md#validation);
   * `disable` keeps it visible but unusable, through the render function's argument.
   */
  mode?: 'hide' | 'disable';
  children: ReactNode | ((allowed: boolean) => ReactElement);
}

/** Shows an action only to a session that holds its permission code. */
export const PermissionGuard = observer(function PermissionGuard({
  permission,
  mode = 'hide',
  children,
}: PermissionGuardProps) {
  const allowed = useCan(permission);
  if (mode === 'disable' && typeof children === 'function') return children(allowed);
  if (!allowed) return null;
  return <>{typeof children === 'function' ? children(true) : children}</>;
});
