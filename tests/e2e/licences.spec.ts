import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { screen } from './support/alarms';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/session';

/*
 * `<license-manager>` in Chromium, as admin: the demo licence's terms and use; a licence issued by
 * `npm run license:issue` uploaded and shown; an altered file refused with the reason.
 */

test('admin uploads a licence issued by the script and sees its terms and use; an altered one is refused', async ({
  signInAs,
}, testInfo) => {
  test.setTimeout(90_000);
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-licence-'));
  const file = path.join(folder, 'platform.lic');
  const licensee = `E2E Operator ${testInfo.repeatEachIndex}`;
  execFileSync(
    'npx',
    [
      'tsx',
      'scripts/issue-licence.ts',
      '--licensee',
      licensee,
      '--expires',
      '2099-12-31',
      '--enterprises',
      '40',
      '--devices',
      '900',
      '--out',
      file,
    ],
    {
      stdio: 'ignore',
    },
  );
  const page = await signInAs('admin', { path: '/account/license' });
  const licence = await screen(page, 'license-manager');
  await expect(licence.getByTestId('licence-state')).toHaveText('有效');
  // The seed's demo licence, or one an earlier repeat installed (this test's, or the generous one below).
  await expect(licence.getByTestId('licence-terms')).toContainText(
    /Dispatch Console demo|E2E (Operator|generous)/,
  );
  expect(await seriousViolations(page)).toEqual([]);

  await licence.locator('input[type=file]').setInputFiles(file);
  await expect(licence.getByTestId('licence-terms')).toContainText(licensee);
  await expect(licence.locator('tr[data-term="maxEnterprises"]')).toContainText(/已用 \d+ \/ 40/);
  await expect(licence.locator('tr[data-term="maxDevices"]')).toContainText(/已用 \d+ \/ 900/);

  const altered = path.join(folder, 'altered.lic');
  const content = JSON.parse(await fs.readFile(file, 'utf8')) as { terms: { maxEnterprises: number } };
  content.terms.maxEnterprises = 4000;
  await fs.writeFile(altered, JSON.stringify(content));
  await licence.locator('input[type=file]').setInputFiles(altered);
  await expect(page.getByText('授权签名与内容不符').first()).toBeVisible();
  await expect(licence.locator('tr[data-term="maxEnterprises"]')).toContainText('/ 40');
  await fs.rm(folder, { recursive: true, force: true });
});

test('a licence below current use is installed only once confirmed, then reads over its terms', async ({
  signInAs,
}) => {
  test.setTimeout(90_000);
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-licence-small-'));
  const issue = (name: string, enterprises: string, extensions: string) => {
    const file = path.join(folder, name);
    execFileSync(
      'npx',
      [
        'tsx',
        'scripts/issue-licence.ts',
        '--licensee',
        `E2E ${name}`,
        '--expires',
        '2099-12-31',
        '--enterprises',
        enterprises,
        '--extensions',
        extensions,
        '--devices',
        '900',
        '--out',
        file,
      ],
      { stdio: 'ignore' },
    );
    return file;
  };
  const small = issue('small.lic', '1', '1');
  const generous = issue('generous.lic', '40', '10000');
  const page = await signInAs('admin', { path: '/account/license' });
  const licence = await screen(page, 'license-manager');
  await expect(licence.getByTestId('licence-state')).toBeVisible();

  await licence.locator('input[type=file]').setInputFiles(small);
  const shortfall = page.getByTestId('licence-shortfall');
  await expect(shortfall).toContainText('企业数');
  await expect(shortfall).toContainText('分机数');
  // Cancelled: nothing installed.
  await page.getByRole('button', { name: '取消' }).click();
  await expect(licence.getByTestId('licence-terms')).not.toContainText('E2E small.lic');

  await licence.locator('input[type=file]').setInputFiles(small);
  await page.getByRole('button', { name: '仍然安装' }).click();
  await expect(licence.getByTestId('licence-terms')).toContainText('E2E small.lic');
  await expect(licence.getByTestId('licence-state')).toHaveText('超出许可条款');
  await expect(licence.getByTestId('licence-notice')).toContainText('当前用量超出许可条款');

  // The rest of the run adds enterprises and extensions: a licence with room goes back in.
  await licence.locator('input[type=file]').setInputFiles(generous);
  await expect(licence.getByTestId('licence-terms')).toContainText('E2E generous.lic');
  await expect(licence.getByTestId('licence-state')).toHaveText('有效');
  await fs.rm(folder, { recursive: true, force: true });
});
