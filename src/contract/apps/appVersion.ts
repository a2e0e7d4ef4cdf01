import { z } from 'zod';
import { APP_ACCESS, defineEndpoint, type EndpointDef, sessionAccess } from '../endpoint';
import { platformEndpoints } from '../operations/platformEndpoint';
import { idSchema, integerBetween, optionalText } from '../resources/fields';
import { mediaUrlSchema } from '../resources/files';
import { pageNumSchema, pageResultSchema, pageSizeSchema } from '../resources/paging';
import { ENTERPRISE_ROLES, permissionCode } from '../roles';
import { APP_PLATFORMS, appDeviceShape } from './appAuth';

/*
 * `<app-version-list>` (`appversion`) and the enterprise's view of it: dispatch-app packages.
 * ADMIN uploads an APK (package, version name and code, minimum SDK read from the file's binary manifest) or
 * enters an iOS build by hand, writes release notes in both languages, marks an update forced and rolls it
 * out to every enterprise or chosen ones. The enterprise sees what was released to it and which of its
 * devices run which version. The app reports its version and asks for an update by version code.
 */

const APP_VERSION_ROUTE = 'appversion';
const labels = 'apps.version.fields';
const endpoint = platformEndpoints(APP_VERSION_ROUTE, labels);

/** Largest APK accepted (the file is read and parsed in memory). */
export const APK_MAX_BYTES = 100 * 1024 * 1024;
/** How long a signed package download URL stays valid (a phone on a slow link needs a while to start). */
export const APP_DOWNLOAD_URL_LIFETIME_MS = 60 * 60_000;
const ROLLOUTS = ['all', 'selected'] as const;
export type Rollout = (typeof ROLLOUTS)[number];
/** Highest version code Android allows. */
const VERSION_CODE_MAX = 2_100_000_000;

const notesSchema = optionalText(2000).default('');
const versionNameSchema = z
  .string()
  .trim()
  .min(1, 'validation.fieldRequired')
  .max(32, 'validation.fieldTooLong')
  .regex(/^[0-9A-Za-z][0-9A-Za-z._+-]*$/, 'validation.apps.versionName');
const enterpriseIdsSchema = z.array(idSchema).max(1000, 'validation.fieldTooLong');

const appVersionSchema = z.object({
  id: z.string(),
  platform: z.enum(APP_PLATFORMS),
  /** Android package name or iOS bundle id. */
  packageName: z.string(),
  versionName: z.string(),
  versionCode: z.number().int(),
  /** Android only: `<uses-sdk android:minSdkVersion>`. */
  minSdk: z.number().int().nullable(),
  /** The stored file (APK); null for an iOS build entered by hand. */
  fileName: z.string().nullable(),
  bytes: z.number().int(),
  sha256: z.string(),
  notesZh: z.string(),
  notesEn: z.string(),
  forceUpdate: z.boolean(),
  rollout: z.enum(ROLLOUTS),
  enterpriseIds: z.array(z.string()),
  enterpriseNames: z.array(z.string()),
  createdAt: z.number().int(),
  createdBy: z.string(),
  /** Devices (of the enterprises it reaches) that report running this version. */
  devices: z.number().int(),
});
export type AppVersion = z.infer<typeof appVersionSchema>;

/** Release settings, shared by the APK upload, the iOS form and the edit. */
const releaseShape = {
  notesZh: notesSchema,
  notesEn: notesSchema,
  forceUpdate: z.boolean('validation.invalidChoice').default(false),
  rollout: z.enum(ROLLOUTS, 'validation.invalidChoice').default('all'),
  enterpriseIds: enterpriseIdsSchema.default([]),
};
const releaseSchema = z.object(releaseShape);
type AppRelease = z.input<typeof releaseSchema>;

export const appVersionPage = endpoint('page', 'search', {
  request: z.object({
    platform: z.enum(APP_PLATFORMS, 'validation.invalidChoice').optional(),
    keyword: optionalText(64).optional(),
    pageNum: pageNumSchema.default(1),
    pageSize: pageSizeSchema.default(20),
  }),
  response: pageResultSchema(appVersionSchema),
  summary: 'App versions, newest version code first, with their rollout and device counts.',
});

export const appVersionGet = endpoint('get', 'search', {
  request: z.object({ id: idSchema }),
  response: appVersionSchema,
  summary: 'One app version.',
});

/** Multipart fields are strings: the flags and the enterprise list travel as text and are read here. */
const textFlag = z
  .enum(['true', 'false'], 'validation.invalidChoice')
  .default('false')
  .transform((value) => value === 'true');
const textIds = z
  .string()
  .max(64 * 1000, 'validation.fieldTooLong')
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  );

export const appVersionUpload = defineEndpoint({
  method: 'POST',
  path: `/${APP_VERSION_ROUTE}/upload`,
  access: sessionAccess(['ADMIN'], permissionCode(APP_VERSION_ROUTE, 'add')),
  labels,
  request: z.object({
    /** `terminal`: a dispatch terminal's build (an APK too). */
    platform: z.enum(['android', 'terminal'], 'validation.invalidChoice').default('android'),
    notesZh: notesSchema,
    notesEn: notesSchema,
    forceUpdate: textFlag,
    rollout: z.enum(ROLLOUTS, 'validation.invalidChoice').default('all'),
    /** Comma-separated enterprise ids (rollout `selected`). */
    enterpriseIds: textIds,
  }),
  response: appVersionSchema,
  upload: { maxBytes: APK_MAX_BYTES },
  summary:
    'Upload an APK: its package, version name and code and minimum SDK are read from the file; stored and released as set.',
});

export const appVersionAddIos = endpoint('addIos', 'add', {
  request: z.object({
    bundleId: z
      .string()
      .trim()
      .min(1, 'validation.fieldRequired')
      .max(155, 'validation.fieldTooLong')
      .regex(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, 'validation.apps.bundleId'),
    versionName: versionNameSchema,
    /** CFBundleVersion, as a whole number (the update check compares it). */
    versionCode: integerBetween(1, VERSION_CODE_MAX),
    ...releaseShape,
  }),
  response: appVersionSchema,
  summary: 'Record an iOS build (bundle id, version, build number) entered by hand, with its release.',
});

export const appVersionUpdate = endpoint('update', 'edit', {
  request: z.object({ id: idSchema, ...releaseShape }),
  response: appVersionSchema,
  summary: "Change a version's release notes, force flag and rollout.",
});

export const appVersionDelete = endpoint('delete', 'delete', {
  request: z.object({
    ids: z.array(idSchema).min(1, 'validation.fieldRequired').max(100, 'validation.fieldTooLong'),
  }),
  response: z.object({ deleted: z.number().int() }),
  summary: 'Delete versions and their files; the app no longer offers them.',
});

export const appVersionDownloadUrl = endpoint('downloadUrl', 'search', {
  request: z.object({ id: idSchema }),
  response: mediaUrlSchema,
  summary: "A signed URL of a version's package, valid for an hour.",
});

const rolloutEnterpriseSchema = z.object({ id: z.string(), name: z.string(), prefix: z.string() });
export const appVersionEnterprises = endpoint('enterprises', 'search', {
  request: z.object({}),
  response: z.object({ records: z.array(rolloutEnterpriseSchema) }),
  summary: 'The enterprises a version can be rolled out to.',
});

// The enterprise's view: released versions and its devices.

const enterpriseEndpoint = <Req extends z.ZodType, Res extends z.ZodType>(
  action: string,
  def: Pick<EndpointDef<Req, Res>, 'request' | 'response' | 'summary'>,
): EndpointDef<Req, Res> =>
  defineEndpoint({
    method: 'POST',
    path: `/${APP_VERSION_ROUTE}/${action}`,
    access: sessionAccess(ENTERPRISE_ROLES, permissionCode(APP_VERSION_ROUTE, 'search')),
    labels,
    ...def,
  });

const versionCountSchema = z.object({
  platform: z.enum(APP_PLATFORMS),
  versionName: z.string(),
  versionCode: z.number().int(),
  devices: z.number().int(),
  /** A newer version is released to the enterprise for this platform. */
  outdated: z.boolean(),
});
export type VersionCount = z.infer<typeof versionCountSchema>;

const releasedVersionsSchema = z.object({
  versions: z.array(appVersionSchema.omit({ enterpriseIds: true, enterpriseNames: true })),
  byVersion: z.array(versionCountSchema),
  totalDevices: z.number().int(),
  outdatedDevices: z.number().int(),
});
export type ReleasedVersions = z.infer<typeof releasedVersionsSchema>;

export const appVersionReleased = enterpriseEndpoint('released', {
  request: z.object({}),
  response: releasedVersionsSchema,
  summary:
    "The versions released to the caller's enterprise, its devices per version and how many run an outdated one.",
});

const appDeviceSchema = z.object({
  deviceId: z.string(),
  memberAccount: z.string(),
  memberName: z.string(),
  platform: z.enum(APP_PLATFORMS),
  deviceModel: z.string(),
  osVersion: z.string(),
  appVersionName: z.string(),
  appVersionCode: z.number().int(),
  lastSeenAt: z.number().int(),
  outdated: z.boolean(),
});
export type AppDeviceRow = z.infer<typeof appDeviceSchema>;

export const appVersionDevices = enterpriseEndpoint('devices', {
  request: z.object({
    platform: z.enum(APP_PLATFORMS, 'validation.invalidChoice').optional(),
    outdatedOnly: z.boolean('validation.invalidChoice').default(false),
    keyword: optionalText(64).optional(),
    pageNum: pageNumSchema.default(1),
    pageSize: pageSizeSchema.default(20),
  }),
  response: pageResultSchema(appDeviceSchema),
  summary: "The enterprise's devices with the app version each last reported, most recently seen first.",
});

// The app's endpoints.

export const appVersionReport = defineEndpoint({
  method: 'POST',
  path: '/app/version/report',
  access: APP_ACCESS,
  labels: 'apps.login.fields',
  request: z.object({
    platform: appDeviceShape.platform,
    deviceModel: appDeviceShape.deviceModel,
    osVersion: appDeviceShape.osVersion,
    appVersionName: appDeviceShape.appVersionName,
    appVersionCode: appDeviceShape.appVersionCode,
  }),
  response: z.null(),
  summary: "Dispatch app: the device's current version (the enterprise's version screen counts by it).",
});

const appUpdateSchema = z.object({
  id: z.string(),
  packageName: z.string(),
  versionName: z.string(),
  versionCode: z.number().int(),
  minSdk: z.number().int().nullable(),
  /** True when this or any skipped newer version is a forced update. */
  forceUpdate: z.boolean(),
  /** Release notes in the request's language (the other language when that one is empty). */
  notes: z.string(),
  bytes: z.number().int(),
  sha256: z.string(),
  /** Signed URL of the package; null for an iOS build (installed through the App Store). */
  downloadUrl: z.string().nullable(),
  expiresAt: z.number().int().nullable(),
});
export type AppUpdate = z.infer<typeof appUpdateSchema>;

export const appVersionCheck = defineEndpoint({
  method: 'GET',
  path: '/app/version/check',
  access: APP_ACCESS,
  labels,
  request: z.object({
    platform: z.enum(APP_PLATFORMS, 'validation.invalidChoice'),
    // A query string carries text: digits only, read as the number.
    versionCode: z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, 'validation.integerRequired')
      .transform(Number),
  }),
  response: z.object({ update: appUpdateSchema.nullable() }),
  summary:
    "Dispatch app: the newest version released to the member's enterprise with a higher version code, or none.",
});

export const APP_VERSION_ENDPOINTS: readonly EndpointDef[] = [
  appVersionPage,
  appVersionGet,
  appVersionUpload,
  appVersionAddIos,
  appVersionUpdate,
  appVersionDelete,
  appVersionDownloadUrl,
  appVersionEnterprises,
  appVersionReleased,
  appVersionDevices,
  appVersionReport,
  appVersionCheck,
];
