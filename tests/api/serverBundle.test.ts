import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CRYPTO_IV, DEV_CRYPTO_KEY, DEV_SIGN_SECRET } from '../../server/config';
import type { LicenceStatus } from '../../src/contract/accounts/licence';
import { demoAccount } from './support/accounts';
import { ApiClient } from './support/apiClient';
import { message } from './support/messages';
import { createFreshDatabase, dataDirFor, type TestDatabase } from './support/testServer';

/*
 * The shipped server is the bundle `npm start` runs (vite.server.config.ts, scripts/serverBundle.mjs), not
 * the sources the other API tests import: built here into a folder of its own inside the project, started
 * with plain node from another working folder on a database nothing has touched (so the bundle migrates and
 * seeds it, signing the demo licence with the development key), it must answer, speak both languages and
 * verify licences, all of which read files of the project at run time.
 */

const ROOT = path.resolve(__dirname, '../..');
let bundleDir: string;
let workingFolder: string;
let database: TestDatabase;
let server: ChildProcess;
let client: ApiClient;

/** Runs a command to its end; rejects with its output when it fails. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')}:\n${output}`))));
  });
}

/** The address the server prints in its start banner (it listens on a port the system picked). */
function startedAt(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Dispatch Console is running: (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`the bundle exited (${code}) before listening:\n${output}`)));
  });
}

beforeAll(async () => {
  fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  bundleDir = fs.mkdtempSync(path.join(ROOT, '.tmp', 'server-bundle-'));
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  await run(process.execPath, [vite, 'build', '-c', 'vite.server.config.ts', '--outDir', bundleDir]);
  database = await createFreshDatabase();
  workingFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'dc-bundle-cwd-'));
  server = spawn(process.execPath, ['--enable-source-maps', path.join(bundleDir, 'main.mjs')], {
    cwd: workingFolder,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      DATA_DIR: dataDirFor(database.url),
      STATIC_DIR: path.join(workingFolder, 'no-console'),
      HOST: '127.0.0.1',
      PORT: '0',
      WS_PORT: '0',
      HTTPS_PORT: '0',
      LOG_LEVEL: 'warn',
      SIMULATOR: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await startedAt(server);
  client = new ApiClient(url, {
    signSecret: DEV_SIGN_SECRET,
    cryptoKey: DEV_CRYPTO_KEY,
    cryptoIv: DEV_CRYPTO_IV,
  });
}, 180_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await database?.drop();
  if (bundleDir) fs.rmSync(bundleDir, { recursive: true, force: true });
  if (workingFolder) fs.rmSync(workingFolder, { recursive: true, force: true });
});

describe('the server bundle', () => {
  it('answers a signed call', async () => {
    const answer = await client.call('POST', '/sysinfo/get', { body: {} });
    expect(answer.status).toBe(200);
    expect(answer.envelope.code).toBe('0000');
  });

  it("refuses in the request's language, from the project's catalogues", async () => {
    const stale = Date.now() - 3_600_000;
    const chinese = await client.call('POST', '/sysinfo/get', { body: {}, timestamp: stale });
    expect(chinese.status).toBe(400);
    expect(chinese.envelope.message).toBe(message('zh_CN', 'api.timestampInvalid'));
    const english = await client.call('POST', '/sysinfo/get', { body: {}, timestamp: stale, lang: 'en_US' });
    expect(english.envelope.message).toBe(message('en', 'api.timestampInvalid'));
  });

  it('seeds the demo licence with the development key and verifies it with its public half', async () => {
    const admin = demoAccount('admin');
    const login = await client.call('POST', '/login/auth', {
      body: { username: admin.username, password: admin.password },
      encrypt: true,
    });
    expect(login.envelope.code, login.envelope.message).toBe('0000');
    const token = (login.data as { token: string }).token;
    const status = await client.call('POST', '/license/get', { body: {}, token });
    expect(status.envelope.code, status.envelope.message).toBe('0000');
    expect((status.data as LicenceStatus).state).toBe('valid');
  });

  it("names the TypeScript line under server/ in a stack trace (the bundle's source map)", async () => {
    const refused = spawn(process.execPath, ['--enable-source-maps', path.join(bundleDir, 'main.mjs')], {
      cwd: os.tmpdir(),
      env: { ...process.env, CRYPTO_KEY: 'not 16 bytes', DATA_DIR: path.join(bundleDir, 'refused') },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    refused.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => refused.on('exit', resolve));
    expect(code).not.toBe(0);
    expect(stderr).toContain('CRYPTO_KEY must be exactly 16 bytes');
    expect(stderr).toContain(`at loadConfig (${path.join(ROOT, 'server', 'config.ts')}:`);
  }, 30_000);
});
