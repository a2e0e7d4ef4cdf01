import path from 'node:path';
import { parseAllowedOrigins } from './origins/originPolicy';
import { parseAllowedAddresses } from './switch/allowedAddresses';

/**
 * Server configuration, read once from the environment (docs/protocol.md, docs/architecture.md#reference-server). Every value has a documented
 * development default so `tsx server/main.ts` runs with no setup; a deployment sets them once.
 */
export interface ServerConfig {
  /** HTTP port of the API and the console (PORT, default 3000; 0 picks a free port). */
  port: number;
  /** Listen address (HOST, default 0.0.0.0; tests use 127.0.0.1). */
  host: string;
  /** WebSocket port, answered as `wsport` at login (WS_PORT, default 8012, docs/behaviour.md#constants). */
  wsPort: number;
  /** Folder for the SQLite file and stored files (DATA_DIR, default ./data). */
  dataDir: string;
  /** `postgres://…` for PostgreSQL; anything else is a SQLite file path (DATABASE_URL, default DATA_DIR/console.db). */
  databaseUrl: string;
  signSecret: string;
  cryptoKey: string;
  cryptoIv: string;
  /** Idle time after which a token answers 1004 (SESSION_IDLE_MINUTES, default 30). */
  sessionIdleMinutes: number;
  /** Folder of the built console (STATIC_DIR, default ./dist); served at `/` when it exists. */
  staticDir: string;
  /** Largest accepted request body in bytes (BODY_LIMIT, default 1 MiB). */
  bodyLimit: number;
  /**
   * How often a server that does not lead tries to take the lead (LEADER_RETRY_MS, default 5,000),
   * with several servers on one PostgreSQL database.
   */
  leaderRetryMs: number;
  /** How often each WebSocket's session is checked again (10 s; spec: an ended session's socket closes within it). */
  socketRecheckMs: number;
  /** Log level of the service log (LOG_LEVEL, default info; tests use silent). */
  logLevel: string;
  /** The platform's partner-portal origins (ALLOWED_ORIGINS), allowed for every account. */
  allowedOrigins: string[];
  /**
   * Reverse proxies whose X-Forwarded-For/-Host/-Proto are believed (TRUSTED_PROXIES: comma-separated
   * addresses or CIDR ranges, or `loopback`, `linklocal`, `uniquelocal`; default none). Behind a proxy this
   * gives each client its own address (sign-in limits, logs) and the console its public origin.
   */
  trustedProxies: string[];
  /**
   * Bytes a restore may unpack before it is checked (RESTORE_MAX_BYTES; default 0: four times the live
   * database, at least 1 GiB, never more than nine tenths of the free disk).
   */
  restoreMaxBytes: number;
  /** Sign-in requests one client address may make a minute (SIGN_IN_PER_MINUTE, default 20). */
  signInPerMinute: number;
  /** Calls one app device (one app token) may make to `/app/*` a minute (APP_REQUESTS_PER_MINUTE, default 120). */
  appRequestsPerMinute: number;
  /** The HTTPS port, served once a certificate is installed (HTTPS_PORT, default 3443; 0 picks a free port). */
  httpsPort: number;
  /** Listen on the ports stored in 服务配置 where the environment sets none (npm start). */
  useStoredPorts?: boolean;
  /** The Basic credentials FreeSWITCH sends to /freeswitch/xml and /freeswitch/cdr (FREESWITCH_HTTP_USER, FREESWITCH_HTTP_PASSWORD). */
  freeswitchUser: string;
  freeswitchPassword: string;
  /** Where the switch reaches this server, for xml_cdr.conf and xml_curl.conf (FREESWITCH_CALLBACK_URL; default: the address it called). */
  freeswitchCallbackUrl: string;
  /**
   * A record list's total is exact up to this many rows and "more than" past it (RECORD_TOTAL_BOUND,
   * default 10,000): counting further would cost more than the page (server/calldata/recordCount.ts). A
   * filter no per-day count covers reads bound + 1 index entries on its first look: at 100,000 that was
   * 25–48 ms of a cold page at a million calls, at 10,000 it is 9–15 ms (docs/server.md).
   */
  recordTotalBound: number;
  /**
   * The platform's SIP domain (SIP_DOMAIN, default dispatch.local): an enterprise's phones register to
   * `<prefix>.<SIP_DOMAIN>`, and its hashed SIP secrets are bound to that domain.
   */
  sipDomain: string;
  /** Production start (NODE_ENV=production or the `--production` flag): development secrets are refused. */
  production: boolean;
  /** Addresses (IPs, CIDRs) allowed to call /freeswitch/xml and /freeswitch/cdr (FREESWITCH_ALLOWED_ADDRESSES; empty: any). */
  freeswitchAllowedAddresses: string[];
  /** Key of the gateway and remote-node secrets at rest (GATEWAY_SECRET_KEY; any text, hashed to an AES-256 key). */
  gatewaySecretKey: string;
}

/** Development credentials of the switch's HTTP requests (README "Pointing a FreeSWITCH at the server"). */
export const DEV_FREESWITCH_USER = 'freeswitch';
export const DEV_FREESWITCH_PASSWORD = 'dc-dev-freeswitch';
export const DEFAULT_SIP_DOMAIN = 'dispatch.local';
/** Development key of the gateway secrets at rest; refused in production like the switch password. */
export const DEV_GATEWAY_SECRET_KEY = 'dc-dev-gateway-secret-key';

/*
 * Development defaults of the protocol secrets. They MUST equal DEV_SIGN_SECRET, DEV_CRYPTO_KEY and
 * DEV_CRYPTO_IV in src/core/config/runtimeConfig.ts (the client's copy); the server may not import core
 * (docs/architecture.md#layers), so the literals are repeated here.
 */
export const DEV_SIGN_SECRET = 'dc-dev-sign-secret';
export const DEV_CRYPTO_KEY = 'dcDevKey16Chars!';
export const DEV_CRYPTO_IV = 'dcDevIv016Chars!';

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

/** Builds the configuration from environment variables (defaults above); `overrides` win. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerConfig> = {},
  argv: readonly string[] = [],
): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const config: ServerConfig = {
    port: integer(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    wsPort: integer(env.WS_PORT, 8012, 'WS_PORT'),
    dataDir,
    databaseUrl: env.DATABASE_URL || path.join(dataDir, 'console.db'),
    signSecret: env.SIGN_SECRET || DEV_SIGN_SECRET,
    cryptoKey: env.CRYPTO_KEY || DEV_CRYPTO_KEY,
    cryptoIv: env.CRYPTO_IV || DEV_CRYPTO_IV,
    sessionIdleMinutes: integer(env.SESSION_IDLE_MINUTES, 30, 'SESSION_IDLE_MINUTES'),
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    bodyLimit: integer(env.BODY_LIMIT, 1024 * 1024, 'BODY_LIMIT'),
    logLevel: env.LOG_LEVEL || 'info',
    leaderRetryMs: integer(env.LEADER_RETRY_MS, 5_000, 'LEADER_RETRY_MS'),
    socketRecheckMs: 10_000,
    allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    restoreMaxBytes: integer(env.RESTORE_MAX_BYTES, 0, 'RESTORE_MAX_BYTES'),
    signInPerMinute: integer(env.SIGN_IN_PER_MINUTE, 20, 'SIGN_IN_PER_MINUTE'),
    appRequestsPerMinute: integer(env.APP_REQUESTS_PER_MINUTE, 120, 'APP_REQUESTS_PER_MINUTE'),
    httpsPort: integer(env.HTTPS_PORT, 3443, 'HTTPS_PORT'),
    freeswitchUser: env.FREESWITCH_HTTP_USER || DEV_FREESWITCH_USER,
    freeswitchPassword: env.FREESWITCH_HTTP_PASSWORD || DEV_FREESWITCH_PASSWORD,
    freeswitchCallbackUrl: env.FREESWITCH_CALLBACK_URL || '',
    recordTotalBound: integer(env.RECORD_TOTAL_BOUND, 10_000, 'RECORD_TOTAL_BOUND'),
    sipDomain: (env.SIP_DOMAIN || DEFAULT_SIP_DOMAIN).toLowerCase(),
    production: env.NODE_ENV === 'production' || argv.includes('--production'),
    freeswitchAllowedAddresses: parseAllowedAddresses(env.FREESWITCH_ALLOWED_ADDRESSES),
    gatewaySecretKey: env.GATEWAY_SECRET_KEY || DEV_GATEWAY_SECRET_KEY,
    ...overrides,
  };
  // docs/protocol.md: key and IV are exactly 16 characters (AES-128).
  for (const [name, value] of [
    ['CRYPTO_KEY', config.cryptoKey],
    ['CRYPTO_IV', config.cryptoIv],
  ] as const) {
    if (Buffer.byteLength(value, 'utf8') !== 16) throw new Error(`${name} must be exactly 16 bytes of UTF-8`);
  }
  return config;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}
