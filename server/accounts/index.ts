import type { EndpointHandler } from '../handlers/handler';
import { AGENCY_HANDLERS } from './agencyHandlers';
import { ENTERPRISE_DETAIL_HANDLERS } from './enterpriseDetailHandlers';
import { ENTERPRISE_FILE_HANDLERS } from './enterpriseFiles';
import { ENTERPRISE_FAMILY_HANDLERS } from './enterpriseHandlers';
import { enterpriseImportHandler } from './enterpriseImport';
import { ENTERPRISE_QUOTA_HANDLERS } from './enterpriseQuota';

/** Platform accounts: the handlers of every /enterprise/* and /agency/* endpoint. */
export const PLATFORM_ACCOUNT_HANDLERS: readonly EndpointHandler[] = [
  ...ENTERPRISE_FAMILY_HANDLERS,
  ...ENTERPRISE_FILE_HANDLERS,
  enterpriseImportHandler,
  ...ENTERPRISE_DETAIL_HANDLERS,
  ...ENTERPRISE_QUOTA_HANDLERS,
  ...AGENCY_HANDLERS,
];
