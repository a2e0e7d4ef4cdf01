import type { VerbOf } from '../../src/contract/audit/operationCodes';
import {
  BRANDING_TOPIC,
  type Branding,
  type BrandingImageKind,
  getBranding,
  getPublicBranding,
  isBranded,
  removeBrandingImage as removeBrandingImageEndpoint,
  setBranding,
  uploadBrandingBackground,
  uploadBrandingLogo,
} from '../../src/contract/branding';
import { recordOperation } from '../db/audit';
import { type EndpointHandler, type HandlerContext, handle, sessionOf } from '../handlers/handler';
import { ApiError, forbidden } from '../http/errors';
import { allowedTypes, sanitizeSvg, sniffImageType } from './brandingImages';
import { brandingOf, removeBrandingImage, saveBrandingImage, saveBrandingText } from './brandingStore';

/** An enterprise's branding, always its own (the tenant comes from the session). */
function enterpriseOf(context: HandlerContext<unknown>): string {
  const { enterpriseId } = sessionOf(context);
  if (!enterpriseId) throw forbidden('api.forbiddenRole');
  return enterpriseId;
}

/** Every open console of the enterprise repaints at once (the sockets of other enterprises never hear it). */
async function announce(context: HandlerContext<unknown>, enterpriseId: string): Promise<Branding> {
  const branding = await brandingOf(context.db, enterpriseId);
  context.publish(BRANDING_TOPIC, branding, { enterpriseId });
  return branding;
}

async function record(
  context: HandlerContext<unknown>,
  enterpriseId: string,
  action: VerbOf<'enterprise-oem'>,
  target: string,
  detail: Record<string, { from: unknown; to: unknown }>,
): Promise<void> {
  const session = sessionOf(context);
  await recordOperation(
    context.db,
    {
      account: session.username,
      role: session.role,
      enterpriseId,
      action: `enterprise-oem:${action}`,
      target,
      detail: JSON.stringify(detail),
      ip: context.client.ip,
      result: 'success',
    },
    context.now,
  );
}

function uploadHandler(kind: BrandingImageKind, endpoint: typeof uploadBrandingLogo) {
  return handle(endpoint, async (context) => {
    const enterpriseId = enterpriseOf(context);
    // No file part: answered like the other uploads' missing file (a refusal, not bad syntax).
    if (!context.upload) throw new ApiError(200, 'resources.fileMissing');
    const type = sniffImageType(context.upload.content);
    if (!type || !allowedTypes(kind).includes(type))
      throw new ApiError(200, kind === 'logo' ? 'api.branding.logoType' : 'api.branding.backgroundType');
    const content = type === 'image/svg+xml' ? sanitizeSvg(context.upload.content) : context.upload.content;
    if (!content) throw new ApiError(200, 'api.branding.svgEmpty');
    const before = (await brandingOf(context.db, enterpriseId))[
      kind === 'logo' ? 'logoUrl' : 'backgroundUrl'
    ];
    const fileName = await saveBrandingImage(
      context.db,
      context.config.dataDir,
      enterpriseId,
      kind,
      { content, type },
      context.now,
    );
    await record(context, enterpriseId, `upload-${kind}`, context.upload.filename, {
      [kind]: { from: before, to: fileName },
    });
    return announce(context, enterpriseId);
  });
}

export const BRANDING_HANDLERS: readonly EndpointHandler[] = [
  handle(getBranding, async (context) => brandingOf(context.db, enterpriseOf(context))),
  handle(setBranding, async (context) => {
    const enterpriseId = enterpriseOf(context);
    const before = await brandingOf(context.db, enterpriseId);
    await saveBrandingText(context.db, enterpriseId, context.input, context.now);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const field of ['titleZh', 'titleEn', 'primaryColor'] as const) {
      const to = field === 'primaryColor' ? context.input[field].toLowerCase() : context.input[field];
      if (before[field] !== to) changes[field] = { from: before[field], to };
    }
    await record(context, enterpriseId, 'setBranding', 'branding', changes);
    return announce(context, enterpriseId);
  }),
  uploadHandler('logo', uploadBrandingLogo),
  uploadHandler('background', uploadBrandingBackground),
  handle(removeBrandingImageEndpoint, async (context) => {
    const enterpriseId = enterpriseOf(context);
    const { kind } = context.input;
    const removed = await removeBrandingImage(
      context.db,
      context.config.dataDir,
      enterpriseId,
      kind,
      context.now,
    );
    if (removed)
      await record(context, enterpriseId, `remove-${kind}`, removed, { [kind]: { from: removed, to: null } });
    return announce(context, enterpriseId);
  }),
  handle(getPublicBranding, async (context) => {
    const enterprise = await context.db
      .selectFrom('enterprises')
      .select(['id', 'status', 'expiry'])
      .where('prefix', '=', context.input.prefix)
      .executeTakeFirst();
    const usable =
      enterprise &&
      enterprise.status === 'active' &&
      (enterprise.expiry === null || Number(enterprise.expiry) > context.now);
    if (!usable) return null;
    const branding = await brandingOf(context.db, enterprise.id);
    return isBranded(branding) ? branding : null;
  }),
];
