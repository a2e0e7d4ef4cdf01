import { expect } from 'vitest';
import type { RunningServer } from '../../../server/app';
import { ApiClient } from './apiClient';

/** Signs in on one given server (the two-server tests pick which one) and answers the token. */
export async function signInOn(server: RunningServer, username: string, password: string): Promise<string> {
  const client = new ApiClient(server.url, server.config);
  const answer = await client.call('POST', '/login/auth', { body: { username, password }, encrypt: true });
  expect(answer.envelope.message).toBe('');
  return (answer.data as { token: string }).token;
}
