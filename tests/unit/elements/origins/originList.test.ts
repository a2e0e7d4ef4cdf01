// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readOriginLines } from '../../../../src/elements/enterprise-oem-settings/originList';

describe('partner portal origins as typed', () => {
  it('reads one origin a line, forgiving blank lines, a trailing slash and repeats', () => {
    expect(
      readOriginLines('https://portal.example.com/\n\n  http://127.0.0.1:3310 \nhttps://portal.example.com'),
    ).toEqual({
      origins: ['https://portal.example.com', 'http://127.0.0.1:3310'],
      invalid: [],
      tooMany: false,
    });
  });

  it('names what is not an origin: a path, another scheme, a bare host', () => {
    const { invalid } = readOriginLines(
      'https://a.example.com/portal\nftp://files.example.com\nportal.example.com',
    );
    expect(invalid).toEqual([
      'https://a.example.com/portal',
      'ftp://files.example.com',
      'portal.example.com',
    ]);
  });

  it('names wildcards and odd hosts, which the URL parser would take as host names', () => {
    const { invalid } = readOriginLines(
      'http://*.evil.com\nhttps://*\nhttps://por*tal.example.com:8443\nhttps://a_b.example.com\nhttp://[::1]:3310',
    );
    expect(invalid).toEqual([
      'http://*.evil.com',
      'https://*',
      'https://por*tal.example.com:8443',
      'https://a_b.example.com',
    ]);
  });

  it('counts more than twenty as too many', () => {
    const many = Array.from({ length: 21 }, (_, index) => `https://p${index}.example.com`).join('\n');
    expect(readOriginLines(many).tooMany).toBe(true);
  });
});
