/** The part of @devicefarmer/adbkit-apkreader (no types of its own) that server/appversions/apkParser.ts uses. */
declare module '@devicefarmer/adbkit-apkreader' {
  interface ApkManifest {
    package?: unknown;
    versionCode?: unknown;
    versionName?: unknown;
    usesSdk?: { minSdkVersion?: unknown; targetSdkVersion?: unknown } | null;
  }
  interface ApkReader {
    readManifest(): PromiseLike<ApkManifest>;
  }
  const ApkReader: { open(apk: Buffer | string): PromiseLike<ApkReader> };
  export default ApkReader;
}
