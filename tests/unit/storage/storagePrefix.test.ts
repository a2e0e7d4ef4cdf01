// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from '../../../src/core/config/runtimeConfig';
import { buildStoragePrefix } from '../../../src/core/storage/storagePrefix';

describe('storage prefix (docs/behaviour.md#entities)', () => {
  it('is built from the app title, environment and version, upper-cased', () => {
    expect(buildStoragePrefix(defaultRuntimeConfig())).toBe('DISPATCH_CONSOLE__PRODUCTION__2.10.1__');
  });

  it('differs between environments and versions, so they never read each other', () => {
    const base = { appTitle: 'Dispatch Console', env: 'development', version: '2.10.1' };
    expect(buildStoragePrefix(base)).toBe('DISPATCH_CONSOLE__DEVELOPMENT__2.10.1__');
    expect(buildStoragePrefix({ ...base, version: '2.11.0' })).not.toBe(buildStoragePrefix(base));
  });
});
