import type { ServerConfig } from '../config';
import { DEV_FREESWITCH_PASSWORD, DEV_GATEWAY_SECRET_KEY } from '../config';

/*
 * The switch side must prove itself: the two URLs a FreeSWITCH calls (/freeswitch/xml, /freeswitch/cdr)
 * hand out SIP secrets and write call records. In production the development credentials are refused at
 * start; FREESWITCH_ALLOWED_ADDRESSES limits who may call them; wrong credentials are throttled per address.
 */

const ALL_INTERFACES = new Set(['0.0.0.0', '::', '']);

/**
 * What keeps the server from starting (production with a development secret) and what it should warn about
 * (the development switch password on all interfaces). Checked by main.ts before anything listens.
 */
export function switchStartupCheck(
  config: Pick<ServerConfig, 'production' | 'freeswitchPassword' | 'gatewaySecretKey' | 'host'>,
): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  const devSwitchPassword = config.freeswitchPassword === DEV_FREESWITCH_PASSWORD;
  if (config.production) {
    if (devSwitchPassword)
      errors.push(
        'FREESWITCH_HTTP_PASSWORD is the development password: set a secret of your own before starting in production',
      );
    if (config.gatewaySecretKey === DEV_GATEWAY_SECRET_KEY)
      errors.push(
        'GATEWAY_SECRET_KEY is the development key: set a key of your own before starting in production',
      );
  } else if (devSwitchPassword && ALL_INTERFACES.has(config.host))
    warnings.push(
      `the switch URLs (/freeswitch/xml, /freeswitch/cdr) accept the development password and the server listens on all interfaces (HOST=${config.host || '0.0.0.0'}): set FREESWITCH_HTTP_PASSWORD and FREESWITCH_ALLOWED_ADDRESSES`,
    );
  return { errors, warnings };
}

/**
 * Wrong credentials per client address: after `limit` failures within `windowMs` the address is refused
 * (without a check) until the window ends. Kept in memory: each server counts its own callers.
 */
export class FailureThrottle {
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(
    private readonly limit = 10,
    private readonly windowMs = 60_000,
  ) {}

  /** Whether `ip` is refused now. */
  blocked(ip: string, now: number): boolean {
    const entry = this.failures.get(ip);
    if (!entry) return false;
    if (now - entry.since >= this.windowMs) {
      this.failures.delete(ip);
      return false;
    }
    return entry.count >= this.limit;
  }

  /** Counts a failure; answers how many `ip` has in the current window. */
  fail(ip: string, now: number): number {
    const entry = this.failures.get(ip);
    if (!entry || now - entry.since >= this.windowMs) {
      // Old windows go with a new failure, so the map holds only recent callers.
      if (this.failures.size > 10_000)
        for (const [key, value] of this.failures)
          if (now - value.since >= this.windowMs) this.failures.delete(key);
      this.failures.set(ip, { count: 1, since: now });
      return 1;
    }
    entry.count += 1;
    return entry.count;
  }
}
