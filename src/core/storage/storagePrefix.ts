import type { RuntimeConfig } from '../config/runtimeConfig';

/**
 * docs/behaviour.md#entities: the storage key prefix is built from the app title, environment and version, so two
 * deployments (or two versions) on one origin never read each other's entries.
 * `Dispatch Console`, `production`, `2.10.1` → `DISPATCH_CONSOLE__PRODUCTION__2.10.1__`.
 */
export function buildStoragePrefix(config: Pick<RuntimeConfig, 'appTitle' | 'env' | 'version'>): string {
  const part = (text: string) => text.trim().replace(/\s+/g, '_');
  return `${part(config.appTitle)}__${part(config.env)}__${part(config.version)}__`.toUpperCase();
}
