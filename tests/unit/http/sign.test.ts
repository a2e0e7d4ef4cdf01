// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signRequest } from '../../../src/core/http/sign';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

describe('request sign (docs/protocol.md#the-calls, docs/protocol.md)', () => {
  it('Sign = md5(Timestamp + signSecret + body + token) as lowercase hex', () => {
    const body = '{"name":"调度"}';
    expect(signRequest('1700000000000', 'secret', body, 'tok')).toBe(md5(`1700000000000secret${body}tok`));
    expect(signRequest('1', 's', 'b', 't')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('an absent body and an absent token count as empty strings', () => {
    expect(signRequest('1700000000000', 'secret', '', '')).toBe(md5('1700000000000secret'));
  });
});
