import { expect, type Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';

/** What a partner page must never produce: policy violations and console errors. */
export interface Problems {
  violations: string[];
  errors: string[];
}

/**
 * Opens a page of demo/portal (copied to dist/portal by the build) in `lang` and signs in as acme with
 * its <console-login>, recording every Content-Security-Policy violation and console error on the way.
 */
export async function openPortalPage(page: Page, file: string, lang: 'zh_CN' | 'en'): Promise<Problems> {
  const problems: Problems = { violations: [], errors: [] };
  await page.exposeFunction('reportCspViolation', (text: string) => problems.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.errors.push(message.text());
  });
  page.on('pageerror', (error) => problems.errors.push(error.message));
  await page.goto(`/portal/${file}?lang=${lang}`);
  await page.locator('console-login input[name=username]').fill(ACCOUNTS.acme.username);
  await page.locator('console-login input[name=password]').fill(ACCOUNTS.acme.password);
  await page.locator('console-login button[type=submit]').click();
  await expect(page.locator('#portal-workspace')).toBeVisible({ timeout: 15_000 });
  return problems;
}
