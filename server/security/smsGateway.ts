import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsPurpose } from '../../src/contract';

/** One text message of the platform: a verification code for a purpose. */
export interface SmsMessage {
  phone: string;
  purpose: SmsPurpose;
  code: string;
}

/** Where the reference platform's SMS go instead of a carrier: one JSON line per message. */
const SMS_OUTBOX_FILE = 'sms-outbox.jsonl';

export function smsOutboxPath(dataDir: string): string {
  return path.join(dataDir, SMS_OUTBOX_FILE);
}

/**
 * The reference platform's SMS gateway. A deployment would hand the message to a carrier; this one logs it
 * (the service log) and appends `{time, phone, purpose, code}` to `<DATA_DIR>/sms-outbox.jsonl`, so a person
 * trying the console — and the tests — can read the code.
 */
export async function sendSms(
  dataDir: string,
  message: SmsMessage,
  now: number,
  log?: FastifyBaseLogger,
): Promise<void> {
  const line = { time: new Date(now).toISOString(), ...message };
  await fs.mkdir(dataDir, { recursive: true });
  await fs.appendFile(smsOutboxPath(dataDir), `${JSON.stringify(line)}\n`, 'utf8');
  log?.info(
    { phone: message.phone, purpose: message.purpose, outbox: smsOutboxPath(dataDir) },
    'SMS verification code sent (reference gateway: written to the outbox)',
  );
}
