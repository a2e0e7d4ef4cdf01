import { RESOURCES } from '../../src/contract/resources';
import { deviceLicenceBehaviour } from '../devices/deviceLicences';
import type { EndpointHandler } from '../handlers/handler';
import { dialplanBehaviour } from '../switch/dialplanBehaviour';
import {
  gatewayBehaviour,
  mediaServerBehaviour,
  remoteNodeBehaviour,
  sipProfileBehaviour,
} from '../switch/switchBehaviours';
import type { ResourceBehaviour } from './behaviour';
import { broadcastFileBehaviour } from './behaviours/broadcastFile';
import { callGroupBehaviour } from './behaviours/callGroup';
import { deptBehaviour } from './behaviours/dept';
import { extensionBehaviour } from './behaviours/extension';
import { iconBehaviour } from './behaviours/icon';
import { memberBehaviour } from './behaviours/member';
import { familyHandlers } from './family';

/** What each resource does beyond the declaration, by route name; a resource without a row needs nothing. */
const BEHAVIOURS: Readonly<Record<string, ResourceBehaviour>> = {
  dept: deptBehaviour,
  localuser: memberBehaviour,
  extension: extensionBehaviour,
  callgroup: callGroupBehaviour,
  'localuser-icon': iconBehaviour,
  'broadcast-file': broadcastFileBehaviour,
  'device-license': deviceLicenceBehaviour,
  sipProfile: sipProfileBehaviour,
  gateway: gatewayBehaviour,
  mediasvr: mediaServerBehaviour,
  'node-remote': remoteNodeBehaviour,
  dialplan: dialplanBehaviour,
};

/** The handlers of every resource endpoint (families and extras), for the handler table. */
export const RESOURCE_HANDLERS: readonly EndpointHandler[] = RESOURCES.flatMap((resource) =>
  familyHandlers(resource, BEHAVIOURS[resource.routeName] ?? {}),
);

export { registerMediaRoute } from './media';
