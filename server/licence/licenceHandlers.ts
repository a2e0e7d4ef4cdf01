import { getLicence, uploadLicence } from '../../src/contract/accounts/licence';
import { recordOperation } from '../db/audit';
import { type EndpointHandler, handle, sessionOf } from '../handlers/handler';
import { ApiError, refused } from '../http/errors';
import { LicenceRefused } from './licenceSigning';
import { installLicence, licenceStatus } from './licenceStore';

/* Issue 11 `/license/*` (ADMIN): the licence's status, and installing a new one after it is verified. */

export const LICENCE_HANDLERS: readonly EndpointHandler[] = [
  handle(getLicence, async (context) => licenceStatus(context.db, context.now)),
  handle(uploadLicence, async (context) => {
    const session = sessionOf(context);
    // No file part: answered like the other uploads' missing file (a refusal, not bad syntax).
    if (!context.upload) throw new ApiError(200, 'resources.fileMissing');
    const line = {
      account: session.username,
      role: session.role,
      enterpriseId: null,
      action: 'license:upload',
      target: context.upload.filename,
      ip: context.client.ip,
    };
    try {
      const terms = await installLicence(context.db, context.upload.content.toString('utf8'), context.now);
      await recordOperation(
        context.db,
        { ...line, detail: JSON.stringify(terms), result: 'success' },
        context.now,
      );
    } catch (error) {
      if (!(error instanceof LicenceRefused)) throw error;
      await recordOperation(context.db, { ...line, detail: error.reason, result: 'failure' }, context.now);
      throw refused(`api.licence.${error.reason}`);
    }
    return licenceStatus(context.db, context.now);
  }),
];
