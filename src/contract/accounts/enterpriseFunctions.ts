/**
 * Feature flags an enterprise may be given. A module of its own so the session's user info (auth.ts) can name
 * them without importing the enterprise module, which imports auth.ts.
 */
export const ENTERPRISE_FUNCTIONS = [
  'video',
  'recording',
  'sos',
  'ptt',
  'dispatch',
  'attendance',
  'broadcast',
  'location',
] as const;
export type EnterpriseFunction = (typeof ENTERPRISE_FUNCTIONS)[number];
