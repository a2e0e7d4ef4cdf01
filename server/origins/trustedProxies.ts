import type http from 'node:http';
import net from 'node:net';

/*
 * TRUSTED_PROXIES for the WebSocket, which is a plain Node server and not Fastify: the same entries Fastify's
 * trustProxy takes (addresses, CIDR ranges, `loopback`, `linklocal`, `uniquelocal`), and the same rule as its
 * `request.host` and `request.protocol`: the forwarded headers count only when the connection itself comes
 * from a trusted proxy (docs/security.md).
 */

const NAMED: Record<string, readonly string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** `255.255.255.0` → 24; undefined when it is not a contiguous IPv4 mask. */
function maskBits(mask: string): number | undefined {
  if (!net.isIPv4(mask)) return undefined;
  const bits = mask
    .split('.')
    .map((part) => Number(part).toString(2).padStart(8, '0'))
    .join('');
  return /^1*0*$/.test(bits) ? bits.replace(/0+$/, '').length : undefined;
}

/** `::ffff:127.0.0.1` is 127.0.0.1 (a dual-stack socket's IPv4 peer). */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** Whether a peer address is one of the trusted proxies; an entry that is no address or range is ignored. */
export function proxyTrust(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new net.BlockList();
  let any = false;
  for (const entry of entries.flatMap((value) => NAMED[value] ?? [value])) {
    const [address = '', range] = entry.split('/');
    const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : undefined;
    if (!family) continue;
    const prefix = range === undefined ? undefined : /^\d+$/.test(range) ? Number(range) : maskBits(range);
    if (range !== undefined && prefix === undefined) continue;
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, prefix, family);
    any = true;
  }
  return (address) => {
    if (!any || !address) return false;
    const plain = plainAddress(address);
    return list.check(plain, net.isIPv4(plain) ? 'ipv4' : 'ipv6');
  };
}

/** The last value of a header a chain of proxies appended to (the nearest proxy's). */
function lastEntry(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value.at(-1) : value;
  const last = text?.split(',').at(-1)?.trim();
  return last || undefined;
}

/**
 * The host (and scheme, when known) a request was addressed to: X-Forwarded-Host and X-Forwarded-Proto from a
 * trusted proxy, else the Host header.
 */
export function addressedHost(
  request: http.IncomingMessage,
  trusts: (address: string | undefined) => boolean,
): { host?: string; protocol?: string } {
  if (!trusts(request.socket.remoteAddress)) return { host: request.headers.host };
  const host = lastEntry(request.headers['x-forwarded-host']) ?? request.headers.host;
  const protocol = lastEntry(request.headers['x-forwarded-proto']);
  return protocol === 'http' || protocol === 'https' ? { host, protocol } : { host };
}
