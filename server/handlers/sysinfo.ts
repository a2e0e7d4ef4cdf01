import { getSystemInfo, loginMethodsSchema } from '../../src/contract';
import { handle } from './handler';

const PRODUCT_VERSION = '2.10.1';
const DEFAULT_LOGIN_METHODS = { register: false, forgotPassword: false, mobile: false, qrCode: false };

/** spec §3 system info: the web title (per language), version, enabled sign-in variants and wsport. */
export const getSystemInfoHandler = handle(getSystemInfo, async ({ db, config, locale }) => {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  const settings = new Map(rows.map((row) => [row.key, row.value]));
  let loginMethods = DEFAULT_LOGIN_METHODS;
  try {
    loginMethods = loginMethodsSchema.parse(JSON.parse(settings.get('loginMethods') ?? 'null'));
  } catch {
    // A malformed setting falls back to every variant off rather than breaking the login page.
  }
  const webTitle = settings.get(`webTitle.${locale}`) ?? settings.get('webTitle') ?? 'Dispatch Console';
  return { webTitle, version: PRODUCT_VERSION, loginMethods, wsport: config.wsPort };
});
