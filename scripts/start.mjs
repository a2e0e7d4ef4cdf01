#!/usr/bin/env node
// README command one (after `npm ci`): build the console, then serve it with the reference API, its
// embedded database (migrated and seeded on start) and the WebSocket, from one process.
import { spawn, spawnSync } from 'node:child_process';

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', shell: false });

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building the console…');
  const build = run('npm', ['run', 'build']);
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The demo start runs the traffic simulator so the dashboard and the lists move (SIMULATOR=0 turns it off);
// it feeds the seed's demo enterprises only, and stays off under NODE_ENV=production unless SIMULATOR=1.
const defaultSimulator = process.env.NODE_ENV === 'production' ? '0' : '1';
const env = { ...process.env, SIMULATOR: process.env.SIMULATOR ?? defaultSimulator };
const server = spawn('npx', ['tsx', 'server/main.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
