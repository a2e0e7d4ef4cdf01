import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallFile, CallRecord, MediaRecord } from '../../../src/contract/calldata';
import { RECORD_RESOURCES } from '../../../src/contract/calldata';
import { type Page, type ResourceSession, signIn } from '../resources/resourceClient';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
let acme: ResourceSession;
let globex: ResourceSession;
let ops: ResourceSession;

beforeAll(async () => {
  t = await startTestServer();
  [acme, globex, ops] = await Promise.all([signIn(t, 'acme'), signIn(t, 'globex'), signIn(t, 'acme-ops')]);
});
afterAll(async () => t?.stop());

async function recordedVideoCall(session: ResourceSession, callType: 'video' | null = 'video') {
  const calls = await session.ok<Page<CallRecord>>('/cdr/page', {
    pageNum: 1,
    pageSize: 20,
    ...(callType ? { callType } : {}),
    hasRecording: true,
  });
  const call = calls.records[0]!;
  const { files } = await session.ok<{ files: CallFile[] }>('/cdr/files', { id: call.id });
  return { call, files };
}

/** Reads the whole body, so closing the server never waits on a half-sent file. */
async function fetchMedia(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.server.url}${url}`, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body };
}

describe.each(RECORD_RESOURCES.map((resource) => [resource.routeName] as const))(
  'tenant isolation: %s',
  (route) => {
    it('each enterprise lists only its own records, and cannot read the other’s by id', async () => {
      const acmePage = await acme.ok<Page<{ id: string }>>(`/${route}/page`, { pageNum: 1, pageSize: 500 });
      const globexPage = await globex.ok<Page<{ id: string }>>(`/${route}/page`, {
        pageNum: 1,
        pageSize: 500,
      });
      expect(acmePage.total).toBeGreaterThan(0);
      expect(globexPage.total).toBeGreaterThan(0);
      const acmeIds = new Set(acmePage.records.map((record) => record.id));
      expect(globexPage.records.some((record) => acmeIds.has(record.id))).toBe(false);
      await globex.refused(`/${route}/get`, { id: acmePage.records[0]!.id });
      // Asking by ids does not reach across either.
      const byIds = await globex.ok<Page<{ id: string }>>(`/${route}/page`, {
        pageNum: 1,
        pageSize: 20,
        ids: [...acmeIds].slice(0, 5),
      });
      expect(byIds.total).toBe(0);
    });
  },
);

describe('media URLs (tampered, expired or other-tenant → 403)', () => {
  it('a call’s recording and video play through a signed URL with Range', async () => {
    const { files } = await recordedVideoCall(acme);
    expect(files.map((file) => file.kind).sort()).toEqual(['audio', 'video']);
    const video = files.find((file) => file.kind === 'video')!;
    const { url } = await acme.ok<{ url: string }>('/cdr/mediaUrl', { fileId: video.id });
    const whole = await fetchMedia(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.body.subarray(4, 8).toString('latin1')).toBe('ftyp');
    // Asked by a browser (which offers br and gzip): the stored bytes, never an encoding, or seeking breaks.
    const part = await fetchMedia(url, { range: 'bytes=1000-1999', 'accept-encoding': 'br, gzip' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-encoding')).toBeNull();
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${video.size}`);
    expect(part.body.equals(whole.body.subarray(1000, 2000))).toBe(true);
    const audio = files.find((file) => file.kind === 'audio')!;
    const download = await acme.ok<{ url: string }>('/cdr/mediaUrl', { fileId: audio.id, download: true });
    const saved = await fetchMedia(download.url);
    expect(saved.headers.get('content-disposition')).toContain(audio.name);
    expect(saved.body.subarray(0, 4).toString('latin1')).toBe('RIFF');
  });

  it('a tampered, expired or re-pointed URL answers 403', async () => {
    const { files } = await recordedVideoCall(acme);
    const { url } = await acme.ok<{ url: string }>('/cdr/mediaUrl', { fileId: files[0]!.id });
    const parsed = new URL(url, t.server.url);
    const sig = parsed.searchParams.get('sig')!;
    const variants = [
      url.replace(`sig=${sig}`, `sig=${sig.slice(0, -2)}xx`),
      url.replace(/exp=(\d+)/, (_all, exp: string) => `exp=${Number(exp) + 1000}`),
      url.replace(/exp=(\d+)/, 'exp=1000'),
      url.replace(`/media/${files[0]!.id}`, `/media/${files[1]!.id}`),
      `${url}&download=1`,
    ];
    for (const variant of variants) expect((await fetchMedia(variant)).status, variant).toBe(403);
  });

  it('another enterprise cannot get or use a URL of Acme’s files', async () => {
    const { files } = await recordedVideoCall(acme);
    await globex.refused('/cdr/mediaUrl', { fileId: files[0]!.id });
    await globex.refused('/cdr/files', { id: (await recordedVideoCall(acme)).call.id });
    // Globex's own URL re-pointed at Acme's file fails the signature (Globex has no video: any recorded call).
    const own = await recordedVideoCall(globex, null);
    const { url } = await globex.ok<{ url: string }>('/cdr/mediaUrl', { fileId: own.files[0]!.id });
    expect(
      (await fetchMedia(url.replace(`/media/${own.files[0]!.id}`, `/media/${files[0]!.id}`))).status,
    ).toBe(403);
  });

  it.each([
    ['claptrans', '/claptrans/mediaUrl'],
    ['pttrecord', '/pttrecord/mediaUrl'],
  ])('%s files are signed for their own enterprise only', async (route, path) => {
    const acmeRows = await acme.ok<Page<{ fileId: string | null }>>(`/${route}/page`, {
      pageNum: 1,
      pageSize: 20,
    });
    const fileId = acmeRows.records.find((row) => row.fileId)!.fileId!;
    const { url } = await acme.ok<{ url: string }>(path, { fileId });
    expect((await fetchMedia(url)).status).toBe(200);
    await globex.refused(path, { fileId });
    // A call-record endpoint does not sign a clip's file.
    await acme.refused('/cdr/mediaUrl', { fileId });
  });

  it('a page of clip thumbnails is signed in one request, for this enterprise’s clip files only', async () => {
    const clips = await acme.ok<Page<MediaRecord>>('/claptrans/page', {
      pageNum: 1,
      pageSize: 100,
      mediaType: 'video',
    });
    const thumbnails = clips.records.map((clip) => clip.thumbnailFileId!).filter(Boolean);
    expect(thumbnails.length).toBeGreaterThan(1);
    const { files } = await recordedVideoCall(acme);
    const asked = [...thumbnails, files[0]!.id, 'x1', '999999999'];
    const { urls } = await acme.ok<{ urls: Record<string, { url: string }> }>('/claptrans/mediaUrls', {
      fileIds: asked,
    });
    // A call's file, a malformed and an unknown id are left out; every thumbnail is signed and loads.
    expect(Object.keys(urls).sort()).toEqual([...new Set(thumbnails)].sort());
    const first = await fetchMedia(urls[thumbnails[0]!]!.url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-disposition')).toBeNull();
    expect(await globex.ok('/claptrans/mediaUrls', { fileIds: thumbnails })).toEqual({ urls: {} });
    const tooMany = Array.from({ length: 501 }, (_, n) => String(n + 1));
    expect((await acme.refused('/claptrans/mediaUrls', { fileIds: tooMany })).status).toBe(400);
    expect((await ops.refused('/claptrans/mediaUrls', { fileIds: thumbnails })).status).toBe(403);
  });

  it('an export URL is refused when altered or used for another enterprise', async () => {
    const ticket = await acme.ok<{ url: string }>('/cdr/exportUrl', { status: 'busy' });
    const globexTicket = await globex.ok<{ url: string }>('/cdr/exportUrl', { status: 'busy' });
    const globexEnterprise = new URL(globexTicket.url, t.server.url).searchParams.get('e')!;
    const acmeEnterprise = new URL(ticket.url, t.server.url).searchParams.get('e')!;
    const altered = [
      ticket.url.replace(acmeEnterprise, globexEnterprise),
      ticket.url.replace(/q=[^&]+/, `q=${Buffer.from('{}').toString('base64url')}`),
      ticket.url.replace('/export/cdr', '/export/sos'),
    ];
    for (const url of altered) expect((await fetchMedia(url)).status, url).toBe(403);
  });

  it('media and export URLs work while their session lives, and not after it signs out', async () => {
    const session = await signIn(t, 'acme');
    const { files } = await recordedVideoCall(session);
    const media = await session.ok<{ url: string }>('/cdr/mediaUrl', { fileId: files[0]!.id });
    const exported = await session.ok<{ url: string }>('/cdr/exportUrl', { status: 'busy' });
    expect((await fetchMedia(media.url, { range: 'bytes=0-99' })).status).toBe(206);
    expect((await fetchMedia(exported.url)).status).toBe(200);
    // The session reference is signed: pointing the URL at another live session fails.
    const ownRef = new URL(media.url, t.server.url).searchParams.get('s')!;
    const otherRef = new URL(
      (await acme.ok<{ url: string }>('/cdr/mediaUrl', { fileId: files[0]!.id })).url,
      t.server.url,
    ).searchParams.get('s')!;
    expect(otherRef).not.toBe(ownRef);
    expect((await fetchMedia(media.url.replace(`s=${ownRef}`, `s=${otherRef}`))).status).toBe(403);

    await session.ok('/login/logout');
    expect((await fetchMedia(media.url)).status).toBe(403);
    expect((await fetchMedia(exported.url)).status).toBe(403);
  });
});

describe('sub-user permits: acme-ops holds cdr:search only', () => {
  it('reads call records and their files, exports nothing', async () => {
    const calls = await ops.ok<Page<CallRecord>>('/cdr/page', { pageNum: 1, pageSize: 20 });
    expect(calls.total).toBe(5000);
    const { files } = await recordedVideoCall(ops);
    await ops.ok('/cdr/mediaUrl', { fileId: files[0]!.id });
    const refused = await ops.refused('/cdr/exportUrl', {});
    expect(refused.status).toBe(403);
  });

  it.each(['claptrans', 'pttrecord', 'sos', 'login-history'])('cannot read %s', async (route) => {
    const refused = await ops.refused(`/${route}/page`, { pageNum: 1, pageSize: 20 });
    expect(refused.status).toBe(403);
  });

  it('cannot move alarms, report one, or delete clips', async () => {
    expect((await ops.refused('/sos/transition', { id: '1', status: 'acknowledged' })).status).toBe(403);
    expect((await ops.refused('/sos/report', { memberAccount: 'x', alarmType: 'sos' })).status).toBe(403);
    expect((await ops.refused('/claptrans/delete', { ids: ['1'] })).status).toBe(403);
  });
});

describe('clip delete', () => {
  it('deletes Acme’s clips with their file rows; Globex cannot delete them', async () => {
    const clips = await acme.ok<Page<MediaRecord>>('/claptrans/page', { pageNum: 1, pageSize: 20 });
    const ids = clips.records.slice(0, 2).map((clip) => clip.id);
    expect(await globex.ok('/claptrans/delete', { ids })).toEqual({ deleted: 0 });
    expect(await acme.ok('/claptrans/delete', { ids })).toEqual({ deleted: 2 });
    const after = await acme.ok<Page<MediaRecord>>('/claptrans/page', { pageNum: 1, pageSize: 20 });
    expect(after.total).toBe(clips.total - 2);
    await acme.refused('/claptrans/mediaUrl', { fileId: clips.records[0]!.fileId });
  });
});
