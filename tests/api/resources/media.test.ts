import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sineWav } from '../../../server/resources/audio';
import type { BroadcastFile, Icon } from '../../../src/contract/resources';
import { grantFunctions } from '../support/enterpriseFunctions';
import { message } from '../support/messages';
import type { TestServer } from '../support/testServer';
import { type Page, type ResourceSession, signIn, startResourceServer } from './resourceClient';

let t: TestServer;
let acme: ResourceSession;
let globex: ResourceSession;
beforeAll(async () => {
  t = await startResourceServer();
  // Globex is seeded without broadcasts; given them, its refusals here are about the tenant, not the function.
  await grantFunctions(t, '8002', ['broadcast']);
  [acme, globex] = await Promise.all([signIn(t, 'acme'), signIn(t, 'globex')]);
});
afterAll(async () => t?.stop());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(60),
  Buffer.from([0xff, 0xd9]),
]);

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz frames without padding: 417 bytes and 1152 samples each. */
function mp3Frames(count: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  const id3 = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 10, ...Buffer.alloc(10)]);
  return Buffer.concat([id3, ...Array.from({ length: count }, () => frame)]);
}

async function mediaUrl(session: ResourceSession, routeName: string, id: string) {
  return session.ok<{ url: string; expiresAt: number }>(`/${routeName}/mediaUrl`, { id });
}

/**
 * A media URL fetched like `<audio>` or `<img>` would: no token, no sign. The body is always read, so no
 * response is left half-sent when the server closes.
 */
async function fetchMedia(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.server.url}${url}`, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body, text: () => body.toString('utf8') };
}

function storedFile(folder: string, id: string, extension: string) {
  return path.join(t.server.config.dataDir, 'files', folder, `${id}.${extension}`);
}

describe('icons', () => {
  it('takes PNG, JPEG and SVG by their content and lists them', async () => {
    for (const [name, type, content, expected] of [
      ['dot.png', 'image/png', PNG, 'image/png'],
      ['photo.jpg', 'image/jpeg', JPEG, 'image/jpeg'],
      [
        'shape.svg',
        'application/octet-stream',
        '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
        'image/svg+xml',
      ],
    ] as const) {
      const result = await acme.upload('/localuser-icon/upload', { name, type, content });
      expect(result.envelope.code, result.envelope.message).toBe('0000');
      expect(result.envelope.data).toMatchObject({
        mimeType: expected,
        fileName: name,
        name: name.replace(/\..*$/, ''),
      });
    }
    const page = await acme.ok<Page<Icon>>('/localuser-icon/page', { pageNum: 1, pageSize: 10 });
    expect(page.total).toBe(3);
  });

  it('refuses a file that is not one of the types, whatever its name says, and one over 512 KB', async () => {
    const fake = await acme.upload('/localuser-icon/upload', {
      name: 'evil.png',
      type: 'image/png',
      content: 'GIF89a not really',
    });
    expect(fake.envelope.message).toBe(message('en', 'resources.icon.unsupportedType'));
    const zh = await acme.upload(
      '/localuser-icon/upload',
      { name: 'x.png', type: 'image/png', content: 'nope' },
      {},
      'zh_CN',
    );
    expect(zh.envelope.message).toBe(message('zh_CN', 'resources.icon.unsupportedType'));
    const big = await acme.upload('/localuser-icon/upload', {
      name: 'big.png',
      type: 'image/png',
      content: Buffer.concat([PNG, Buffer.alloc(512 * 1024)]),
    });
    expect(big.status).toBe(400);
    expect(big.envelope.message).toBe(message('en', 'api.uploadTooLarge', { max: '512 KB' }));
  });

  it('sanitises SVG: no scripts, no event handlers, no external links', async () => {
    const svg = `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY boom "boom">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)">
  <script>alert('x')</script>
  <script xlink:href="https://evil.example/x.js"/>
  <a href="javascript:alert(2)"><circle r="4" onclick='steal()' ONMOUSEOVER=x /></a>
  <image xlink:href="https://evil.example/track.png" width="1" height="1"/>
  <use href="#local"/>
  <rect id="local" style="fill:url(https://evil.example/p)" width="2" height="2"/>
  <foreignObject><iframe src="https://evil.example"></iframe></foreignObject>
</svg>`;
    const result = await acme.upload(
      '/localuser-icon/upload',
      { name: 'nasty.svg', type: 'image/svg+xml', content: svg },
      { name: 'Nasty' },
    );
    expect(result.envelope.code).toBe('0000');
    const icon = result.envelope.data as Icon;
    const stored = fs.readFileSync(storedFile('icons', icon.id, 'svg'), 'utf8');
    expect(stored).not.toMatch(
      /script|onload|onclick|onmouseover|javascript:|evil\.example|ENTITY|foreignObject|iframe/i,
    );
    expect(stored).toContain('<use href="#local"/>');
    expect(stored).toContain('<rect id="local"');
    expect(icon.size).toBe(Buffer.byteLength(stored));
    const { url } = await mediaUrl(acme, 'localuser-icon', icon.id);
    const served = await fetchMedia(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.text()).toBe(stored);
  });

  it('deleting an icon removes its file and clears it from members', async () => {
    const upload = await acme.upload('/localuser-icon/upload', {
      name: 'gone.png',
      type: 'image/png',
      content: PNG,
    });
    const icon = upload.envelope.data as Icon;
    const member = await acme.ok<{ id: string }>('/localuser/add', {
      account: 'icon.user',
      name: 'Icon User',
      iconId: icon.id,
    });
    expect(fs.existsSync(storedFile('icons', icon.id, 'png'))).toBe(true);
    await acme.ok('/localuser-icon/delete', { ids: [icon.id] });
    expect(fs.existsSync(storedFile('icons', icon.id, 'png'))).toBe(false);
    expect(await acme.ok('/localuser/get', { id: member.id })).toMatchObject({ iconId: null });
  });
});

describe('broadcast files', () => {
  it('the seed gives Acme a real WAV that the server can read', async () => {
    const page = await acme.ok<Page<BroadcastFile>>('/broadcast-file/page', { pageNum: 1, pageSize: 10 });
    expect(page.records.map((file) => [file.name, file.format, file.durationMs])).toEqual([
      ['Shift change announcement', 'wav', 3000],
    ]);
  });

  it('takes WAV and MP3 by content with the duration read from the file', async () => {
    const wav = await acme.upload('/broadcast-file/upload', {
      name: 'tone.wav',
      type: 'audio/wav',
      content: sineWav(2),
    });
    expect(wav.envelope.data).toMatchObject({
      name: 'tone',
      format: 'wav',
      durationMs: 2000,
      size: 44 + 32000,
    });
    const mp3 = await acme.upload(
      '/broadcast-file/upload',
      { name: 'clip.bin', type: 'application/octet-stream', content: mp3Frames(100) },
      { name: 'Clip', description: 'Test clip' },
    );
    expect(mp3.envelope.data).toMatchObject({
      name: 'Clip',
      description: 'Test clip',
      format: 'mp3',
      durationMs: 2612,
    });
  });

  it('refuses other content, audio over 10 minutes and a taken name, saying why', async () => {
    const text = await acme.upload('/broadcast-file/upload', {
      name: 'song.mp3',
      type: 'audio/mpeg',
      content: 'not audio',
    });
    expect(text.envelope.message).toBe(message('en', 'resources.broadcastFile.unsupportedType'));
    const long = sineWav(1);
    long.writeUInt32LE(20, 28); // byte rate 20: 16,000 data bytes last 800 s
    const tooLong = await acme.upload(
      '/broadcast-file/upload',
      { name: 'long.wav', type: 'audio/wav', content: long },
      {},
      'zh_CN',
    );
    expect(tooLong.envelope.message).toBe(
      message('zh_CN', 'resources.broadcastFile.tooLong', { minutes: 10 }),
    );
    const taken = await acme.upload(
      '/broadcast-file/upload',
      { name: 'x.wav', type: 'audio/wav', content: sineWav(1) },
      { name: 'Shift change announcement' },
    );
    expect(taken.envelope.message).toBe(
      message('en', 'resources.broadcastFile.nameTaken', { value: 'Shift change announcement' }),
    );
  });

  it('renames, and deleting removes the file', async () => {
    const upload = await acme.upload('/broadcast-file/upload', {
      name: 'temp.wav',
      type: 'audio/wav',
      content: sineWav(1),
    });
    const file = upload.envelope.data as BroadcastFile;
    expect(await acme.ok('/broadcast-file/update', { id: file.id, name: 'Renamed' })).toMatchObject({
      name: 'Renamed',
      durationMs: 1000,
    });
    expect(fs.existsSync(storedFile('broadcast', file.id, 'wav'))).toBe(true);
    await acme.ok('/broadcast-file/delete', { ids: [file.id] });
    expect(fs.existsSync(storedFile('broadcast', file.id, 'wav'))).toBe(false);
    const url = await acme.refused('/broadcast-file/mediaUrl', { id: file.id });
    // Named by the screen's title, the id the caller sent echoed nowhere.
    expect(url.message).toBe(
      message('en', 'resources.notFound', { resource: message('en', 'resources.broadcastFile.title') }),
    );
    expect(url.message).not.toContain(file.id);
  });
});

describe('signed media URLs', () => {
  let file: BroadcastFile;
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = sineWav(1.5, 300);
    const upload = await acme.upload('/broadcast-file/upload', {
      name: 'range.wav',
      type: 'audio/wav',
      content: bytes,
    });
    file = upload.envelope.data as BroadcastFile;
  });

  it('serves the whole file without any header, and advertises ranges', async () => {
    const { url, expiresAt } = await mediaUrl(acme, 'broadcast-file', file.id);
    expect(url).toMatch(new RegExp(`^/api/media/${file.id}\\?exp=\\d+&sig=[\\w-]+&s=[0-9a-f]{16}$`));
    expect(expiresAt).toBeGreaterThan(Date.now());
    const response = await fetchMedia(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.body.equals(bytes)).toBe(true);
  });

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const { url } = await mediaUrl(acme, 'broadcast-file', file.id);
    const middle = await fetchMedia(url, { Range: 'bytes=100-199' });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(middle.headers.get('content-length')).toBe('100');
    expect(middle.body.equals(bytes.subarray(100, 200))).toBe(true);

    const open = await fetchMedia(url, { Range: `bytes=${bytes.length - 10}-` });
    expect(open.status).toBe(206);
    expect(open.body.equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const suffix = await fetchMedia(url, { Range: 'bytes=-44' });
    expect(suffix.headers.get('content-range')).toBe(
      `bytes ${bytes.length - 44}-${bytes.length - 1}/${bytes.length}`,
    );
    expect(suffix.body.equals(bytes.subarray(bytes.length - 44))).toBe(true);

    const outside = await fetchMedia(url, { Range: `bytes=${bytes.length}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('refuses a tampered URL with 403', async () => {
    const { url } = await mediaUrl(acme, 'broadcast-file', file.id);
    const parsed = new URL(url, t.server.url);
    const sig = parsed.searchParams.get('sig')!;
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    for (const tampered of [
      url.replace(`sig=${sig}`, `sig=${flipped}`),
      url.replace(/exp=(\d+)/, (_whole, exp: string) => `exp=${Number(exp) + 60_000}`),
      url.replace(`sig=${sig}`, ''),
      `/api/media/${file.id}`,
    ]) {
      const response = await fetchMedia(tampered);
      expect(response.status, tampered).toBe(403);
      const body = JSON.parse(response.text()) as { code: string; message: string };
      expect(body).toEqual({ code: '-1', data: null, message: message('zh_CN', 'api.mediaUrlRefused') });
    }
  });

  it('refuses an expired URL with 403', async () => {
    const key = await t.server.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'media.urlKey')
      .executeTakeFirstOrThrow();
    const enterprise = await t.server.db
      .selectFrom('enterprises')
      .select('id')
      .where('prefix', '=', '8001')
      .executeTakeFirstOrThrow();
    const ref = new URL((await mediaUrl(acme, 'broadcast-file', file.id)).url, t.server.url).searchParams.get(
      's',
    );
    const sign = (exp: number) =>
      createHmac('sha256', Buffer.from(key.value, 'hex'))
        .update(`${file.id}.${exp}.${enterprise.id}.${ref}`)
        .digest('base64url');
    const past = Date.now() - 1000;
    const expired = await fetchMedia(`/api/media/${file.id}?exp=${past}&sig=${sign(past)}&s=${ref}`);
    expect(expired.status).toBe(403);
    // The same signing with a future expiry works, so the refusal above is the expiry alone.
    const future = Date.now() + 60_000;
    expect(
      (await fetchMedia(`/api/media/${file.id}?exp=${future}&sig=${sign(future)}&s=${ref}`)).status,
    ).toBe(200);
  });

  it('plays while its session lives and is refused once that session signs out', async () => {
    const other = await signIn(t, 'acme');
    const { url } = await mediaUrl(other, 'broadcast-file', file.id);
    expect((await fetchMedia(url, { Range: 'bytes=0-9' })).status).toBe(206);
    expect((await fetchMedia(url)).status).toBe(200);
    await other.ok('/login/logout');
    const refused = await fetchMedia(url);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text())).toEqual({
      code: '-1',
      data: null,
      message: message('zh_CN', 'api.mediaUrlRefused'),
    });
    // Another session's URL for the same file is untouched by that sign-out.
    expect((await fetchMedia((await mediaUrl(acme, 'broadcast-file', file.id)).url)).status).toBe(200);
  });

  it("refuses another tenant's URL: Globex cannot get one for Acme's file, nor reuse its own for it", async () => {
    const denied = await globex.refused('/broadcast-file/mediaUrl', { id: file.id });
    expect(denied.message).toBe(
      message('en', 'resources.notFound', {
        resource: message('en', 'resources.broadcastFile.title'),
        id: file.id,
      }),
    );
    const own = await globex.upload('/broadcast-file/upload', {
      name: 'g.wav',
      type: 'audio/wav',
      content: sineWav(1),
    });
    const globexFile = own.envelope.data as BroadcastFile;
    const { url } = await mediaUrl(globex, 'broadcast-file', globexFile.id);
    expect((await fetchMedia(url)).status).toBe(200);
    const swapped = url.replace(globexFile.id, file.id);
    expect((await fetchMedia(swapped)).status).toBe(403);
  });
});
