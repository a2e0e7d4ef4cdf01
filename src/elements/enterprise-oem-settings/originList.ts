import { isOrigin, MAX_PORTAL_ORIGINS } from '../../contract/portalOrigins';

/** The origins typed one per line: blank lines dropped, a trailing slash forgiven, each line checked. */
export function readOriginLines(text: string): { origins: string[]; invalid: string[]; tooMany: boolean } {
  const lines = text
    .split('\n')
    .map((line) => line.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const origins = [...new Set(lines)];
  return {
    origins,
    invalid: origins.filter((origin) => !isOrigin(origin)),
    tooMany: origins.length > MAX_PORTAL_ORIGINS,
  };
}
