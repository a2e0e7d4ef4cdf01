import { hash, randomBytes } from 'node:crypto';

/** docs/security.md: tokens are random and only their hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
