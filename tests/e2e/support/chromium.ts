/**
 * Debian's Chromium and the flags every run of it here takes (the e2e suite and the benches): no sandbox,
 * no GPU, no QUIC, and nothing that phones home.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
