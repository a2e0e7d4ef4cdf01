import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer, type RunningServer } from '../../server/app';
import { loadConfig } from '../../server/config';

/**
 * The reference server as the browser benches use it: the built console (`dist/`), free ports, a fresh
 * SQLite database with the demo seed in a temporary folder, a silent log. `stop` closes it and removes the
 * folder.
 */
export async function startBenchServer(
  name: string,
): Promise<{ server: RunningServer; stop(): Promise<void> }> {
  if (!fs.existsSync('dist/index.html')) throw new Error('build first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dc-bench-${name}-`));
  const server = await createServer(
    loadConfig(
      {},
      {
        host: '127.0.0.1',
        port: 0,
        wsPort: 0,
        httpsPort: 0,
        dataDir,
        databaseUrl: path.join(dataDir, 'console.db'),
        logLevel: 'silent',
        staticDir: path.resolve('dist'),
      },
    ),
  );
  return {
    server,
    stop: async () => {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
