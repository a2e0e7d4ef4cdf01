import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { getSystemInfo, loginMethodsSchema, updateLoginMethods } from '../../src/contract';
import { recordOperation } from '../db/audit';
import type { Database } from '../db/schema';
import { refused } from '../http/errors';
import { handle, sessionOf } from './handler';

export const PRODUCT_VERSION = '2.10.1';
const DEFAULT_LOGIN_METHODS = { register: false, forgotPassword: false, mobile: false, qrCode: false };

export type LoginMethods = z.infer<typeof loginMethodsSchema>;
export type LoginMethodFlag = keyof LoginMethods;

function parseLoginMethods(value: string | undefined): LoginMethods {
  try {
    return loginMethodsSchema.parse(JSON.parse(value ?? 'null'));
  } catch {
    // A malformed setting falls back to every variant off rather than breaking the login page.
    return DEFAULT_LOGIN_METHODS;
  }
}

/** The sign-in variants the platform has switched on (the `loginMethods` setting). */
async function readLoginMethods(db: Kysely<Database>): Promise<LoginMethods> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'loginMethods')
    .executeTakeFirst();
  return parseLoginMethods(row?.value);
}

const METHOD_OFF_MESSAGE: Record<LoginMethodFlag, string> = {
  register: 'api.loginMethodOff.register',
  forgotPassword: 'api.loginMethodOff.forgotPassword',
  mobile: 'api.loginMethodOff.mobile',
  qrCode: 'api.loginMethodOff.qrCode',
};

/** Every variant endpoint first checks its flag: switched off, it refuses plainly (docs/behaviour.md#screens-and-routes variants). */
export async function requireLoginMethod(db: Kysely<Database>, flag: LoginMethodFlag): Promise<void> {
  if (!(await readLoginMethods(db))[flag]) throw refused(METHOD_OFF_MESSAGE[flag]);
}

/** docs/behaviour.md#entities system info: the web title (per language), version, enabled sign-in variants and wsport. */
export const getSystemInfoHandler = handle(getSystemInfo, async ({ db, config, locale }) => {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  const settings = new Map(rows.map((row) => [row.key, row.value]));
  const loginMethods = parseLoginMethods(settings.get('loginMethods'));
  const webTitle = settings.get(`webTitle.${locale}`) ?? settings.get('webTitle') ?? 'Dispatch Console';
  return { webTitle, version: PRODUCT_VERSION, loginMethods, wsport: config.wsPort };
});

/** The platform administrator switches the sign-in variants; the change goes to the operation log. */
export const updateLoginMethodsHandler = handle(updateLoginMethods, async (context) => {
  const session = sessionOf(context);
  const { db, input, now } = context;
  const value = JSON.stringify(loginMethodsSchema.parse(input));
  await db
    .insertInto('settings')
    .values({ key: 'loginMethods', value })
    .onConflict((c) => c.column('key').doUpdateSet({ value }))
    .execute();
  await recordOperation(
    db,
    {
      account: session.username,
      enterpriseId: session.enterpriseId,
      action: 'updateLoginMethods',
      target: 'loginMethods',
      detail: value,
      ip: context.client.ip,
      result: 'success',
    },
    now,
  );
  return readLoginMethods(db);
});
