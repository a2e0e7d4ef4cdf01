import { afterEach, describe, expect, it, vi } from 'vitest';
import { filenameFromContentDisposition, saveBlobWithAnchor } from '../../../src/core/http/download';

describe('download file names and saving (docs/protocol.md#the-calls)', () => {
  it.each([
    ['attachment; filename="calls.csv"', 'calls.csv'],
    ['attachment; filename=calls.xlsx', 'calls.xlsx'],
    ['attachment; filename="fallback.csv"; filename*=UTF-8\'\'%E9%80%9A%E8%AF%9D.csv', '通话.csv'],
    ['inline', undefined],
  ])('Content-Disposition %s names the file %s', (header, name) => {
    expect(filenameFromContentDisposition(header)).toBe(name);
  });

  // jsdom has no object URLs: put test doubles on URL for one test and take them off again.
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('saves through an object URL and an anchor click under the given name, then revokes the URL', () => {
    vi.useFakeTimers();
    const createUrl = vi.fn(() => 'blob:test-url');
    const revokeUrl = vi.fn();
    URL.createObjectURL = createUrl;
    URL.revokeObjectURL = revokeUrl;
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    const blob = new Blob(['a,b\n1,2'], { type: 'text/csv' });
    saveBlobWithAnchor(blob, 'calls.csv');

    expect(createUrl).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:test-url', download: 'calls.csv' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revokeUrl).toHaveBeenCalledWith('blob:test-url');
  });
});
