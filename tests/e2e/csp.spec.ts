import type { Page } from '@playwright/test';
import { menuLinks, openScreen } from './support/menuWalk';
import { type AccountName, expect, test } from './support/session';

/*
 * The console as served runs under the server's strict Content-Security-Policy
 * (server/http/securityHeaders.ts). Every screen of an account's menu is opened and any violation fails:
 * `securitypolicyviolation` events (those inside elements' shadow roots bubble to the document) and console
 * messages about the policy.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records violations from the next load on; answers the list as the test sees it. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        window.__cspViolations?.push(
          `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
        ),
      true,
    );
  });
  await page.reload();
  return async () => [...messages, ...(await page.evaluate(() => window.__cspViolations ?? []))];
}

for (const account of ['admin', 'acme'] as AccountName[]) {
  test(`${account}: every screen of the menu opens without a Content-Security-Policy violation`, async ({
    signInAs,
  }) => {
    test.setTimeout(120_000);
    const page = await signInAs(account, { path: '/dashboard/index' });
    const violations = await watchPolicy(page);
    const links = await menuLinks(page);
    expect(links.length).toBeGreaterThan(3);
    for (const href of links) {
      await openScreen(page, href);
      expect(await violations(), `after ${href}`).toEqual([]);
    }
  });
}
