import { request } from 'node:https';
import { makeChain } from '../api/operations/certificates';
import { screen } from './support/alarms';
import { seriousViolations } from './support/axe';
import { E2E_PORT } from './support/serverDatabase';
import { expect, openMenu, test } from './support/session';

/*
 * `<maintenance-panel>` in Chromium, as admin: a key that does not match is refused with the reason;
 * the right chain is installed and the HTTPS port answers with it at once; the other tabs (update, IP config,
 * ports, status) with axe; the certificate removed again.
 */

const HTTPS_PORT = E2E_PORT + 30;

function httpsStatus(ca: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: HTTPS_PORT, path: '/healthz', ca, servername: 'localhost', agent: false },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

test('admin installs a certificate and the HTTPS port answers with it; the other tabs', async ({
  signInAs,
}) => {
  test.setTimeout(90_000);
  const chain = await makeChain();
  const page = await signInAs('admin', { path: '/dashboard/index' });
  await openMenu(page, '系统管理', '服务配置');
  const panel = await screen(page, 'maintenance-panel');
  await expect(panel.getByTestId('tls-status')).toContainText('尚未安装证书');

  await panel.locator('#dc-tls-chain').fill(chain.leaf + chain.ca);
  await panel.locator('#dc-tls-key').fill(chain.otherKey);
  await panel.getByRole('button', { name: '校验并安装' }).click();
  await expect(page.getByText('私钥与证书不匹配')).toBeVisible();
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);

  await panel.locator('#dc-tls-key').fill(chain.key);
  await panel.getByRole('button', { name: '校验并安装' }).click();
  await expect(panel.getByTestId('tls-status')).toContainText(`HTTPS 正在端口 ${HTTPS_PORT} 上使用此证书`);
  await expect(panel.getByText('localhost', { exact: true })).toBeVisible();
  expect(await httpsStatus(chain.ca)).toBe(200);

  for (const [tab, content] of [
    ['软件升级', '当前运行版本'],
    ['IP 配置', '127.0.0.1'],
    ['服务端口', '当前使用：HTTP'],
    ['服务器状态', 'WebSocket 连接'],
  ] as const) {
    await panel.getByRole('tab', { name: tab }).click();
    await expect(panel.getByText(content).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }

  await panel.getByRole('tab', { name: 'SSL 证书' }).click();
  await panel.getByRole('button', { name: '移除证书' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '移除证书' }).click();
  await expect(panel.getByTestId('tls-status')).toContainText('尚未安装证书');
  await expect(httpsStatus(chain.ca)).rejects.toThrow();
});

test('admin sees a CDR the switch posted out of range as a dead letter with its reason', async ({
  signInAs,
}) => {
  const uuid = `e2e-dead-${Date.now()}`;
  const cdr = `<cdr><variables><uuid>${uuid}</uuid><accountcode>8001</accountcode><caller_id_number>8001001</caller_id_number><destination_number>8001002</destination_number><start_epoch>1e300</start_epoch><end_epoch>1e300</end_epoch></variables></cdr>`;
  const posted = await fetch(`http://127.0.0.1:${E2E_PORT}/freeswitch/cdr`, {
    method: 'POST',
    headers: {
      'content-type': 'text/xml',
      authorization: `Basic ${Buffer.from('freeswitch:dc-dev-freeswitch').toString('base64')}`,
    },
    body: cdr,
  });
  expect(await posted.text()).toBe('kept');

  const page = await signInAs('admin', { path: '/dashboard/index' });
  await openMenu(page, '系统管理', '服务配置');
  const panel = await screen(page, 'maintenance-panel');
  await panel.getByRole('tab', { name: '交换机' }).click();
  const row = panel.getByTestId('dead-letters').getByRole('row').filter({ hasText: uuid });
  await expect(row).toContainText('start time out of range');
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);
});
