#!/usr/bin/env node
// README command one (after `npm ci`): build the console and the server bundle, then serve the console with
// the reference API, its embedded database (migrated and seeded on start) and the WebSocket, from one process:
// the bundle (vite.server.config.ts) under plain node, as it ships. `npm run server` runs the sources (tsx).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { SERVER_BUNDLE, SERVER_NODE_ARGS } from './serverBundle.mjs';

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', shell: false });

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building the console and the server…');
  const build = run('npm', ['run', 'build']);
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The demo start runs the traffic simulator so the dashboard and the lists move (SIMULATOR=0 turns it off);
// it feeds the seed's demo enterprises only, and stays off under NODE_ENV=production unless SIMULATOR=1.
const defaultSimulator = process.env.NODE_ENV === 'production' ? '0' : '1';
const env = { ...process.env, SIMULATOR: process.env.SIMULATOR ?? defaultSimulator };
if (!existsSync(SERVER_BUNDLE)) {
  console.error(`${SERVER_BUNDLE} is missing: run \`npm run build\` (or start without SKIP_BUILD=1).`);
  process.exit(1);
}
const server = spawn(process.execPath, SERVER_NODE_ARGS, { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
