import { describe, expect, it } from 'vitest';
import { sniffImageType } from '../../../server/branding/brandingImages';
import { brandingTitle, EMPTY_BRANDING, isBranded } from '../../../src/contract/branding';
import { brandingDraftErrors } from '../../../src/elements/enterprise-oem-settings/BrandingSection';
import { createHarness, loginResult, userInfo } from '../session/fakes';

/* The pieces of enterprise branding that decide what a page shows. */

const branded = { ...EMPTY_BRANDING, titleZh: '顶点调度', titleEn: 'Acme Dispatch', primaryColor: '#c0392b' };
const t = (key: string, options?: Record<string, unknown>) => `${key} ${JSON.stringify(options ?? {})}`;

describe('branding titles and marks', () => {
  it("picks the locale's own title, falls back to the other language, and answers '' for none", () => {
    expect(brandingTitle(branded, 'zh_CN')).toBe('顶点调度');
    expect(brandingTitle(branded, 'en')).toBe('Acme Dispatch');
    expect(brandingTitle({ ...branded, titleEn: '' }, 'en')).toBe('顶点调度');
    expect(brandingTitle(EMPTY_BRANDING, 'en')).toBe('');
    expect(brandingTitle(null, 'en')).toBe('');
  });

  it('counts an enterprise as branded once it set anything', () => {
    expect(isBranded(EMPTY_BRANDING)).toBe(false);
    expect(isBranded(null)).toBe(false);
    expect(
      isBranded({ ...EMPTY_BRANDING, backgroundUrl: '/api/branding/x-background-0123456789abcdef.png' }),
    ).toBe(true);
  });

  it('names each wrong field of a draft before it is sent', () => {
    expect(brandingDraftErrors({ titleZh: '', titleEn: '', primaryColor: '' }, t)).toEqual({});
    expect(brandingDraftErrors({ titleZh: '', titleEn: '', primaryColor: '#06b' }, t)).toEqual({});
    const errors = brandingDraftErrors({ titleZh: 'x'.repeat(41), titleEn: 'ok', primaryColor: 'blue' }, t);
    expect(Object.keys(errors).sort()).toEqual(['primaryColor', 'titleZh']);
    expect(errors.primaryColor).toContain('validation.hexColor');
  });
});

describe('image types read from the bytes', () => {
  it('knows PNG, JPEG, WebP and SVG (with a prolog), and nothing else', () => {
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 ')]))).toBe('image/webp');
    expect(
      sniffImageType(Buffer.from('<?xml version="1.0"?>\n<!-- logo -->\n<svg viewBox="0 0 1 1"/>')),
    ).toBe('image/svg+xml');
    expect(sniffImageType(Buffer.from('<html><svg/></html>'))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
  });
});

describe('the session keeps the branding', () => {
  it('takes it from the sign-in answer, follows a change, and remembers the brand for the sign-in page', async () => {
    const { root, cache } = createHarness();
    await root.user.signInWith(
      loginResult('ENTERPRISE', {
        userInfo: userInfo('ENTERPRISE', { enterprisePrefix: '8001', branding: branded }),
      }),
    );
    expect(root.user.branding?.titleEn).toBe('Acme Dispatch');
    expect(cache.getLocal('LOGIN_BRAND')).toBe('8001');

    root.user.setBranding({ ...branded, primaryColor: '#2e7d32' });
    expect(root.user.branding?.primaryColor).toBe('#2e7d32');
    expect(cache.getLocal<{ branding: { primaryColor: string } }>('USER_INFO')?.branding.primaryColor).toBe(
      '#2e7d32',
    );
    // Sign-out resets the session; the sign-in page's brand stays for the next visitor of this browser.
    root.resetAll();
    expect(cache.getLocal('LOGIN_BRAND')).toBe('8001');

    root.user.setUserInfo(userInfo('ENTERPRISE', { enterprisePrefix: '8001' }));
    root.user.setBranding(EMPTY_BRANDING);
    expect(cache.getLocal('LOGIN_BRAND')).toBeNull();
  });
});
