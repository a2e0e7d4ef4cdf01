import ApkReader from '@devicefarmer/adbkit-apkreader';
import { ArchiveRefused, checkZipBudget } from '../archives/zipBudget';

/*
 * What an APK says about itself, read from its binary AndroidManifest.xml with
 * @devicefarmer/adbkit-apkreader (pure JavaScript: yauzl for the zip and its own AXML reader; no Java or
 * aapt). Anything that is not a zip, has no manifest, or whose manifest lacks a package or version is refused
 * with a message naming what is wrong.
 */

export interface ApkInfo {
  packageName: string;
  versionName: string;
  versionCode: number;
  minSdk: number | null;
}

/** Why a file is not an APK the server can take; `key` is the i18n message. */
export class ApkRefused extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'ApkRefused';
  }
}

const MAX_MANIFEST_BYTES = 8 * 1024 * 1024;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const PACKAGE_NAME = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function whole(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number > 0 ? number : null;
}

export async function parseApk(content: Buffer): Promise<ApkInfo> {
  if (content.length < 22 || !content.subarray(0, 4).equals(ZIP_MAGIC))
    throw new ApkRefused('api.appVersion.notApk');
  // The APK reader inflates the manifest whole into memory, trusting its declared size: it is inflated here
  // first, counted, under a budget far above any real manifest (a few hundred kB).
  try {
    await checkZipBudget(content, MAX_MANIFEST_BYTES, (name) => name === 'AndroidManifest.xml');
  } catch (error) {
    if (!(error instanceof ArchiveRefused)) throw error;
    throw new ApkRefused(
      error.reason === 'overBudget' ? 'api.appVersion.manifestTooLarge' : 'api.appVersion.notApk',
      {
        mb: MAX_MANIFEST_BYTES / 1024 / 1024,
      },
    );
  }
  let manifest: Awaited<ReturnType<Awaited<ReturnType<typeof ApkReader.open>>['readManifest']>>;
  try {
    const reader = await ApkReader.open(content);
    manifest = await reader.readManifest();
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new ApkRefused(
      message.includes('does not contain') ? 'api.appVersion.noManifest' : 'api.appVersion.badManifest',
    );
  }
  const packageName = text(manifest.package);
  const versionName = text(manifest.versionName);
  const versionCode = whole(manifest.versionCode);
  if (!PACKAGE_NAME.test(packageName) || !versionName || versionCode === null)
    throw new ApkRefused('api.appVersion.manifestIncomplete');
  return { packageName, versionName, versionCode, minSdk: whole(manifest.usesSdk?.minSdkVersion) };
}
