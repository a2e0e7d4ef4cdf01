/** The partner's server of the Vue demo (server.mjs). */
export function startPartnerHost(options: {
  port?: number;
  host?: string;
  consoleUrl: string;
  partnerKey: string;
  wsPort?: number;
}): Promise<{ url: string; close(): Promise<void> }>;
