#!/usr/bin/env node
// `npm run bench`: builds when needed, then runs every script under bench/ and prints its figures.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

if (!existsSync('dist/index.html') || process.env.BENCH_REBUILD === '1') {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const scripts = readdirSync('bench')
  .filter((name) => /\.(mjs|ts)$/.test(name))
  .sort();
let failures = 0;
for (const script of scripts) {
  console.log(`\n## bench/${script}`);
  const runner = script.endsWith('.ts') ? ['tsx', `bench/${script}`] : ['node', `bench/${script}`];
  const result = spawnSync('npx', runner, { stdio: 'inherit' });
  if (result.status !== 0) failures += 1;
}
process.exit(failures ? 1 : 0);
