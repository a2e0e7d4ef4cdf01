import type { z } from 'zod';
import { defineEndpoint, type EndpointDef, sessionAccess } from '../endpoint';
import { type PermissionAction, PLATFORM_ROLES, permissionCode } from '../roles';

/**
 * The endpoints of one platform screen: `POST /<route>/<action>`, ADMIN only, each needing
 * `<route>:<permission>`, labels from the screen's locale namespace.
 */
export function platformEndpoints(route: string, labels: string) {
  return <Req extends z.ZodType, Res extends z.ZodType>(
    action: string,
    permission: PermissionAction,
    def: Pick<EndpointDef<Req, Res>, 'request' | 'response' | 'summary'>,
  ): EndpointDef<Req, Res> =>
    defineEndpoint({
      method: 'POST',
      path: `/${route}/${action}`,
      access: sessionAccess(PLATFORM_ROLES, permissionCode(route, permission)),
      labels,
      ...def,
    });
}
