import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberResource } from '../../../src/contract/resources/member';
import { HttpError } from '../../../src/core/http/httpError';
import { createResourceClient, datedFilename } from '../../../src/elements/kit/resource/resourceClient';
import {
  resetSessionExpiryAnnouncement,
  SESSION_EXPIRED_EVENT,
  watchSessionExpiry,
} from '../../../src/elements/kit/session/sessionExpiry';
import { createHarness } from '../session/fakes';
import { fakeHttp, signIn } from './elementTestHarness';

const session = { getToken: () => 'tok', getLocale: () => 'zh_CN' };

describe('resource client', () => {
  afterEach(() => resetSessionExpiryAnnouncement());

  it('pages through the contract endpoint /<route>/page with pageNum/pageSize and filters', async () => {
    const http = fakeHttp();
    http.call.mockResolvedValue({ records: [], total: 0 });
    const client = createResourceClient(http, memberResource, session);
    await client.page({ pageNum: 2, pageSize: 50, keyword: 'li' });
    expect(http.call).toHaveBeenCalledWith(
      memberResource.endpoints.page,
      { pageNum: 2, pageSize: 50, keyword: 'li' },
      {},
    );
    expect(memberResource.endpoints.page?.path).toBe('/localuser/page');
  });

  it('exports by POST with a blob answer, saved under a dated file name of the chosen format', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 2, 7, 9, 5, 3));
    const http = fakeHttp();
    http.download.mockResolvedValue({ blob: new Blob(), filename: 'x' });
    const client = createResourceClient(http, memberResource, session);
    await client.exportRows({ keyword: 'li', sort: 'name', order: 'asc' }, 'csv', ['a', 'b']);
    vi.useRealTimers();
    expect(http.download).toHaveBeenCalledWith(
      '/localuser/export',
      { keyword: 'li', sort: 'name', order: 'asc', format: 'csv', ids: ['a', 'b'] },
      'member-20260307-090503.csv',
    );
    expect(datedFilename('member', 'xlsx', new Date(2026, 0, 2, 3, 4, 5))).toBe(
      'member-20260102-030405.xlsx',
    );
  });

  it('imports the file as multipart, with updateExisting=true only when asked to update existing rows', async () => {
    const upload = vi.fn(async (_url: string, _form: FormData) => ({ imported: 1 }));
    const http = Object.assign(fakeHttp(), { upload });
    const client = createResourceClient(http, memberResource, session);
    const file = new File(['account\r\nli.lei\r\n'], 'members.csv', { type: 'text/csv' });
    await client.importFile(file);
    await client.importFile(file, { updateExisting: true });
    const [plain, updating] = upload.mock.calls.map(([url, form]) => ({
      url,
      updateExisting: form.get('updateExisting'),
      file: (form.get('file') as File).name,
    }));
    expect(plain).toEqual({ url: '/localuser/import', updateExisting: null, file: 'members.csv' });
    expect(updating).toEqual({ url: '/localuser/import', updateExisting: 'true', file: 'members.csv' });
  });

  it('announces dc-session-expired on window when a call of a signed-in session meets envelope code 1004', async () => {
    const harness = createHarness();
    signIn(harness);
    watchSessionExpiry(harness.root);
    const http = fakeHttp();
    http.call.mockRejectedValue(new HttpError('timeout', { kind: 'sessionTimeout', code: '1004' }));
    const received = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, received);
    const client = createResourceClient(http, memberResource, session);
    await expect(client.remove(['1'])).rejects.toThrow('timeout');
    window.removeEventListener(SESSION_EXPIRED_EVENT, received);
    expect(received).toHaveBeenCalledTimes(1);
  });
});
