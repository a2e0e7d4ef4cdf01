import { createServer, type Server } from 'node:https';
import type { FastifyInstance } from 'fastify';

/*
 * HTTPS beside HTTP with the installed certificate. The same Fastify routes answer both (Fastify's
 * `routing` takes requests from another server); a new certificate replaces the old one in the running
 * server (`setSecureContext`) without a restart, and removing it closes the HTTPS port.
 */
export class HttpsServer {
  private server: Server | null = null;
  private listeningPort: number | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly host: string,
    private readonly port: number,
  ) {}

  get runningPort(): number | null {
    return this.listeningPort;
  }

  /** Serves with this certificate: starts the server, or swaps the certificate of the running one. */
  async use(chain: string, key: string): Promise<number> {
    if (this.server) {
      this.server.setSecureContext({ cert: chain, key });
      return this.listeningPort ?? this.port;
    }
    const server = createServer({ cert: chain, key }, (request, response) =>
      this.app.routing(request, response),
    );
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, this.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    const address = server.address();
    this.listeningPort = typeof address === 'object' && address ? address.port : this.port;
    return this.listeningPort;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.listeningPort = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
