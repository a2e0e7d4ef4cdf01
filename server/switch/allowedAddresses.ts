import { BlockList, isIP } from 'node:net';

/* The addresses allowed to call the switch URLs (see switchGuard.ts), kept apart so config.ts can read them. */

/** FREESWITCH_ALLOWED_ADDRESSES: comma-separated IPs and CIDRs; empty means any address. */
export function parseAllowedAddresses(text: string | undefined): string[] {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (!family || !bitsOk || extra !== undefined)
      throw new Error(`FREESWITCH_ALLOWED_ADDRESSES: "${entry}" is not an IP address or a CIDR`);
  }
  return entries;
}

/** Whether `ip` may call the switch URLs: any address when the list is empty. */
export function addressAllowed(allowed: readonly string[]): (ip: string) => boolean {
  if (!allowed.length) return () => true;
  const list = new BlockList();
  for (const entry of allowed) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (ip) => {
    // An IPv4 client on a dual-stack socket is seen as ::ffff:a.b.c.d.
    const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}
