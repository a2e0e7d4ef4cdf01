import type { RunningServer } from './app';
import { SEED_ACCOUNTS } from './db/seed';
import { smsOutboxPath } from './security/smsGateway';

/** README command one ends here: a person reads where to go and how to sign in. */
export function startBanner(server: RunningServer): string {
  const publicUrl = server.url.replace('://0.0.0.0:', '://localhost:');
  const width = Math.max(...SEED_ACCOUNTS.map((account) => account.username.length));
  const accounts = SEED_ACCOUNTS.map(
    (account) =>
      `    ${account.username.padEnd(width)}  ${account.password.padEnd(12)}  ${account.phone}  ${account.role}`,
  );
  return [
    '',
    `  Dispatch Console is running: ${publicUrl}`,
    `  API: ${publicUrl}/api   WebSocket: ${server.wsUrl}   database: ${server.engine}`,
    '',
    '  Demo accounts (username, password, mobile number, role):',
    ...accounts,
    '',
    '  The demo seed switches on the sign-in variants (register, forgot password, mobile, QR code).',
    `  SMS verification codes are not sent to phones; they are written to ${smsOutboxPath(server.config.dataDir)}`,
    '',
  ].join('\n');
}
