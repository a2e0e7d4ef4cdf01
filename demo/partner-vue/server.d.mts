/** The partner's server of the Vue demo (server.mjs). */
export function startPartnerHost(options: {
  port?: number;
  host?: string;
  consoleUrl: string;
  partnerKey: string;
  /** The console's WebSocket port for the page's policy; default: read from the console (/api/client-config). */
  wsPort?: number;
}): Promise<{ url: string; close(): Promise<void> }>;
