/** The partner's server of the Vue demo (server.mjs). */
export function startPartnerHost(options: {
  port?: number;
  host?: string;
  consoleUrl: string;
  /** The one key of a single-enterprise portal. */
  partnerKey?: string;
  /** One key per enterprise the portal serves, by a name the page shows (the first is the default). */
  partnerKeys?: Record<string, string>;
  /** The console's WebSocket port for the page's policy; default: read from the console (/api/client-config). */
  wsPort?: number;
}): Promise<{ url: string; close(): Promise<void> }>;
