import { CONFIRM_OVER_TERMS_FIELD, getLicence, uploadLicence } from '../../src/contract/accounts/licence';
import { recordOperation } from '../db/audit';
import { type EndpointHandler, handle, sessionOf } from '../handlers/handler';
import { ApiError, refused } from '../http/errors';
import { translator } from '../http/i18n';
import { LicenceRefused } from './licenceSigning';
import { installLicence, LicenceBelowUse, licenceStatus } from './licenceStore';

/* `/license/*` (ADMIN): the licence's status, and installing a new one after it is verified. */

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
      action: 'license:upload' as const,
      target: context.upload.filename,
      ip: context.client.ip,
    };
    try {
      const confirmed = context.input[CONFIRM_OVER_TERMS_FIELD] === 'true';
      const terms = await installLicence(
        context.db,
        context.upload.content.toString('utf8'),
        context.now,
        confirmed,
      );
      await recordOperation(
        context.db,
        { ...line, detail: JSON.stringify(terms), result: 'success' },
        context.now,
      );
    } catch (error) {
      if (error instanceof LicenceBelowUse) {
        const t = translator(context.locale);
        const terms = error.exceeded
          .map((item) =>
            t('licences.exceededTerm', {
              term: t(`licences.terms.${item.term}`),
              used: item.used,
              max: item.max,
            }),
          )
          .join(t('licences.termSeparator'));
        throw new ApiError(200, 'api.licence.belowUse', { terms }, undefined, { exceeded: error.exceeded });
      }
      if (!(error instanceof LicenceRefused)) throw error;
      await recordOperation(context.db, { ...line, detail: error.reason, result: 'failure' }, context.now);
      throw refused(`api.licence.${error.reason}`);
    }
    return licenceStatus(context.db, context.now);
  }),
];
