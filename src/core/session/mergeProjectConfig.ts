import type { ProjectConfig } from '../config/projectSetting';

/** A patch to the project config: any subset of its keys, nested settings included. */
export type ProjectConfigPatch = {
  [K in keyof ProjectConfig]?: ProjectConfig[K] extends object ? Partial<ProjectConfig[K]> : ProjectConfig[K];
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepMerge(target: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return merged;
}

/**
 * Deep-merges a patch into a project config. Keys the config does not know (a stored config from an
 * older version, say) are ignored so the stored copy cannot add settings nobody reads.
 */
export function mergeProjectConfig(config: ProjectConfig, patch: unknown): ProjectConfig {
  if (!isPlainObject(patch)) return config;
  const known = Object.fromEntries(Object.entries(patch).filter(([key]) => key in config));
  return deepMerge(config as unknown as Record<string, unknown>, known) as unknown as ProjectConfig;
}
