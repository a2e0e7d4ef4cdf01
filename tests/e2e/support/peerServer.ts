import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

/*
 * A second console server for the tests that need a real peer (hot standby): `npx tsx server/main.ts`
 * on its own ports and data folder, as a second `npm start` would run, stopped with its process group.
 */

export interface PeerServer {
  url: string;
  stop(): Promise<void>;
}

export async function startPeerServer(port: number, wsPort: number): Promise<PeerServer> {
  const dataDir = `.tmp/e2e-peer-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn('npx', ['tsx', 'server/main.ts'], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      WS_PORT: String(wsPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SIMULATOR: '0',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopping: Promise<void> | undefined;
  // Once: a second call waits for the same exit.
  const stop = () => {
    stopping ??= (async () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await exited;
    })();
    return stopping;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the peer server on port ${port} did not start within 60 s`);
}
