import net from 'node:net';

/**
 * A port free on 127.0.0.1 now (the system picks it). Fixed numbers beside the test server's can be taken by
 * the machine's own outgoing connections (its ephemeral range covers them): a clean-clone run once failed
 * with EADDRINUSE on E2E_PORT + 8.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}
