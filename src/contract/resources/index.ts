import type { EndpointDef } from '../endpoint';
import {
  checkRemoteNodes,
  dialplanResource,
  gatewayResource,
  generalVarResource,
  mediaServerHeartbeat,
  mediaServerResource,
  remoteNodeResource,
  reorderDialplan,
  setSipProfileIntent,
  sipProfileResource,
  testDialplan,
} from '../switch';
import { broadcastFileMediaUrl, broadcastFileResource, uploadBroadcastFile } from './broadcastFile';
import { callGroupResource } from './callGroup';
import { familyEndpoints, type ResourceDef } from './defineResource';
import { deptMove, deptResource, deptTree } from './dept';
import { deviceLicenceResource } from './deviceLicence';
import { batchAddExtensions, extensionResource, resetExtensionPassword } from './extension';
import { iconMediaUrl, iconResource, uploadIcon } from './icon';
import { memberResource, resetMemberPassword, setMemberStatus } from './member';

export * from './broadcastFile';
export * from './callGroup';
export * from './defineResource';
export * from './dept';
export * from './deviceLicence';
export * from './extension';
export * from './fields';
export * from './files';
export * from './icon';
export * from './member';
export * from './paging';

/** Every declared resource (the table the server interprets), by route name. */
export const RESOURCES: readonly ResourceDef[] = [
  deptResource,
  memberResource,
  extensionResource,
  callGroupResource,
  iconResource,
  broadcastFileResource,
  deviceLicenceResource,
  generalVarResource,
  sipProfileResource,
  gatewayResource,
  mediaServerResource,
  remoteNodeResource,
  dialplanResource,
];

export function resourceByRoute(routeName: string): ResourceDef {
  const resource = RESOURCES.find((candidate) => candidate.routeName === routeName);
  if (!resource) throw new Error(`no resource ${routeName}`);
  return resource;
}

/** Endpoints of the organisation resources beyond their families. */
const RESOURCE_EXTRA_ENDPOINTS: readonly EndpointDef[] = [
  deptTree,
  deptMove,
  resetMemberPassword,
  setMemberStatus,
  batchAddExtensions,
  resetExtensionPassword,
  uploadIcon,
  iconMediaUrl,
  uploadBroadcastFile,
  broadcastFileMediaUrl,
  setSipProfileIntent,
  mediaServerHeartbeat,
  checkRemoteNodes,
  reorderDialplan,
  testDialplan,
];

/** Every resource endpoint: the generated families, then the extras. */
export const RESOURCE_ENDPOINTS: readonly EndpointDef[] = [
  ...RESOURCES.flatMap(familyEndpoints),
  ...RESOURCE_EXTRA_ENDPOINTS,
];
