import { screen } from './support/alarms';
import { seriousViolations } from './support/axe';
import { freePort } from './support/freePort';
import { chooseLocale } from './support/locale';
import { startPeerServer } from './support/peerServer';
import { expect, openMenu, sideMenu, test } from './support/session';

/*
 * In Chromium, as admin: the advanced configuration turned on; a gateway added to the external profile
 * appears among the files the switch receives; an override with a syntax error is marked with its line and
 * refused, then saved after the diff review, found in the history and deleted; the profile's parameters and a
 * restart request; the media servers and remote nodes (a link probe); axe on each screen; English.
 */

/** Admin's account shows the advanced configuration by default (the seed's per-account flag). */
async function showAdvancedConfig(page: import('@playwright/test').Page) {
  await expect(sideMenu(page).getByRole('button', { name: '高级配置' })).toBeVisible();
}

test('a gateway added to the external profile is in the files the switch receives', async ({
  signInAs,
}, testInfo) => {
  test.setTimeout(90_000);
  const name = `e2e-gw-${Date.now().toString(36).slice(-5)}${testInfo.repeatEachIndex}`;
  const page = await signInAs('admin', { path: '/dashboard/index' });
  await showAdvancedConfig(page);

  await openMenu(page, '系统管理', '级联配置');
  const gateways = await screen(page, 'gateway-list');
  await expect(gateways.getByText('carrier-trunk')).toBeVisible();
  await gateways.getByRole('button', { name: '新增' }).click();
  const form = gateways.locator('.bp6-drawer');
  await form.locator('#dc-field-name').fill(name);
  await form.locator('#dc-field-profileId').selectOption({ label: 'external' });
  await form.locator('#dc-field-realm').fill('not a host');
  await form.locator('#dc-field-username').fill('e2e-account');
  await form.locator('#dc-field-password').fill('e2e-trunk-secret');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('域（realm）必须是 IP 地址或主机名')).toBeVisible();
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);
  await form.locator('#dc-field-realm').fill('sip.e2e-carrier.example.net');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await expect(gateways.getByText(name)).toBeVisible();

  await openMenu(page, '高级配置', '信令文件管理');
  const files = await screen(page, 'sip-file-tree');
  const tree = files.getByRole('navigation', { name: '信令文件' });
  await tree.getByText('sip_profiles', { exact: true }).click();
  await tree.getByText('external', { exact: true }).click();
  await tree.getByText(`${name}.xml`).click();
  await expect(files.getByTestId('open-path')).toHaveText(`sip_profiles/external/${name}.xml`);
  const editor = files.getByTestId('xml-editor');
  await expect(editor).toContainText(`<gateway name="${name}">`);
  await expect(editor).toContainText('sip.e2e-carrier.example.net');
  await expect(editor).toContainText('value="********"');
  await expect(editor).not.toContainText('e2e-trunk-secret');
  await tree.getByText('sofia.conf.xml').click();
  await expect(files.getByTestId('open-path')).toHaveText('autoload_configs/sofia.conf.xml');
  await expect(files.getByText('自动生成（只读）')).toBeVisible();
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);

  // Leave the platform as it was.
  await openMenu(page, '系统管理', '级联配置');
  await gateways.getByLabel('关键字').fill(name);
  await gateways.getByLabel('关键字').press('Enter');
  await expect(gateways.getByText('共 1 条')).toBeVisible();
  await gateways.getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(gateways.getByText('共 0 条')).toBeVisible();
});

test('an override with a syntax error is marked and refused with its line; fixed, reviewed, saved, in the history, deleted', async ({
  signInAs,
}, testInfo) => {
  test.setTimeout(90_000);
  const name = `e2e${Date.now().toString(36).slice(-5)}${testInfo.repeatEachIndex}.conf`;
  const page = await signInAs('admin', { path: '/dashboard/index' });
  await showAdvancedConfig(page);
  await openMenu(page, '高级配置', '信令文件管理');
  const files = await screen(page, 'sip-file-tree');
  await files.getByRole('button', { name: '新建覆盖文件' }).click();
  await page.locator('#dc-override-name').fill('Bad Name');
  await expect(page.getByText('必须是配置名称')).toBeVisible();
  await page.locator('#dc-override-name').fill(name);
  await page.getByRole('button', { name: '确认' }).click();
  await expect(files.getByTestId('open-path')).toHaveText(`overrides/${name}.xml`);

  const broken = `<configuration name="${name}" description="e2e">\n  <settings>\n    <param name="debug" value="1">\n  </settings>\n</configuration>\n`;
  const content = files.getByTestId('xml-editor').locator('.cm-content');
  await content.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(broken);
  await expect(files.getByTestId('xml-problem')).toContainText('第 4 行');
  await files.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByTestId('xml-diff')).toBeVisible();
  await page.getByRole('button', { name: '确认保存' }).click();
  // The server refuses it too, naming the line.
  await expect(page.getByText(/XML 格式错误，第 4 行/).last()).toBeVisible();

  await content.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(broken.replace('value="1">', 'value="1"/>'));
  await expect(files.getByTestId('xml-problem')).toBeHidden();
  await files.getByRole('button', { name: '保存', exact: true }).click();
  const diff = page.getByTestId('xml-diff');
  await expect(diff).toContainText('value="1"/>');
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '确认保存' }).click();
  await expect(page.getByText(`已保存“${name}”版本 1`)).toBeVisible();
  await expect(files.getByText('版本 1', { exact: true })).toBeVisible();

  await files.getByRole('button', { name: '历史版本' }).click();
  const history = page.locator('.bp6-dialog').filter({ hasText: `“${name}”的历史版本` });
  await expect(history.getByRole('row').filter({ hasText: 'admin' })).toHaveCount(1);
  await history.getByRole('button', { name: '关闭' }).click();

  await files.getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText(`已删除“${name}”`)).toBeVisible();
  await expect(files.getByRole('navigation', { name: '信令文件' }).getByText(`${name}.xml`)).toBeHidden();
});

test('profiles, variables, media servers and remote nodes, in both languages', async ({ signInAs }) => {
  test.setTimeout(90_000);
  const page = await signInAs('admin', { path: '/dashboard/index' });
  await showAdvancedConfig(page);

  await openMenu(page, '高级配置', 'SIP 配置');
  const profiles = await screen(page, 'sip-profile-list');
  await profiles.getByLabel('关键字').fill('internal');
  await profiles.getByLabel('关键字').press('Enter');
  await expect(profiles.getByText('共 1 条')).toBeVisible();
  await profiles.getByRole('button', { name: '参数详情' }).click();
  const detail = page.getByTestId('profile-parameters');
  await expect(detail.getByRole('row', { name: /^sip-port / })).toContainText('5060');
  await expect(detail.getByRole('row', { name: /^auth-calls / })).toContainText('是否要求呼叫进行摘要鉴权');
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await profiles.getByRole('button', { name: '重启' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '重启' }).click();
  await expect(page.getByText('已记录“重启”')).toBeVisible();
  // The grid's pending action column.
  await expect(profiles.getByText('重启', { exact: true }).first()).toBeVisible();

  await openMenu(page, '高级配置', '通用设置');
  const vars = await screen(page, 'general-var-list');
  await expect(vars.getByText('rtp_start_port')).toBeVisible();
  await vars.getByLabel('关键字').fill('rtp_end_port');
  await vars.getByLabel('关键字').press('Enter');
  await expect(vars.getByText('共 1 条')).toBeVisible();
  await vars.getByRole('button', { name: '编辑' }).click();
  const form = vars.locator('.bp6-drawer');
  await form.locator('#dc-field-value').fill('99999');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('值必须是 1 到 65535 之间的端口号')).toBeVisible();
  await form.getByRole('button', { name: '取消' }).click();
  expect(await seriousViolations(page)).toEqual([]);

  await openMenu(page, '高级配置', '流媒体配置');
  const media = await screen(page, 'media-server-list');
  await expect(media.getByText('media-east-1')).toBeVisible();
  await expect(media.getByText('离线')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await openMenu(page, '高级配置', '信令级联');
  const nodes = await screen(page, 'remote-node-list');
  await nodes.getByRole('button', { name: '检测链路' }).click();
  await expect(page.getByText(/已检测 \d+ 个节点/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await chooseLocale(page, 'English');
  await expect(nodes.getByRole('button', { name: 'Check links' })).toBeVisible();
  // The demo's remote platform is not reachable from here: its probed link is down.
  await expect(nodes.getByText('north-platform')).toBeVisible();
  await expect(nodes.getByText('Down', { exact: true })).toBeVisible();
  await openMenu(page, 'Advanced config', 'SIP profiles');
  await expect(profiles.getByText('Restart', { exact: true }).first()).toBeVisible();
  await chooseLocale(page, '简体中文');
});

test('admin adds a route, the route tester matches it and the built-in local route; the context order is saved', async ({
  signInAs,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now().toString(36).slice(-5)}${testInfo.repeatEachIndex}`;
  const name = `e2e-route-${stamp}`;
  const page = await signInAs('admin', { path: '/dashboard/index' });
  await openMenu(page, '系统管理', '路由管理');
  const routes = await screen(page, 'dialplan-list');
  await expect(routes.getByText('echo-test')).toBeVisible();

  await routes.getByRole('button', { name: '新增' }).click();
  const form = routes.locator('.bp6-drawer');
  await form.locator('#dc-field-context').fill('8002');
  await form.locator('#dc-field-name').fill(name);
  await form.locator('#dc-field-conditions').fill('destination_number ^(77\\d+');
  await form.locator('#dc-field-actions').fill('bridge user/$1@${domain_name}');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('条件每行一个条件')).toBeVisible();
  await form.locator('#dc-field-conditions').fill(`destination_number ^(77${stamp.length}\\d*)$`);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();

  await routes.getByRole('button', { name: '路由测试' }).click();
  const tester = page.locator('.bp6-dialog').filter({ hasText: '路由测试' });
  await tester.locator('#dc-tester-context').selectOption('8002');
  await tester.locator('#dc-tester-destination').fill(`77${stamp.length}123`);
  await tester.locator('#dc-tester-caller').fill('8002001');
  await tester.getByRole('button', { name: '测试', exact: true }).click();
  const result = tester.getByTestId('tester-result');
  await expect(result).toContainText(`呼叫将匹配路由“${name}”`);
  await expect(result).toContainText(`bridge user/77${stamp.length}123@\${domain_name}`);
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);
  // A number of the enterprise goes on to the built-in local route.
  await tester.locator('#dc-tester-destination').fill('8002003');
  await tester.getByRole('button', { name: '测试', exact: true }).click();
  await expect(result).toContainText('呼叫将匹配路由“local-8002”');
  await expect(result).toContainText('内置');
  await page.keyboard.press('Escape');

  // Reorder within the context: the list shows every route of 8002, the keyboard moves this one.
  await routes.getByRole('combobox', { name: '上下文' }).selectOption('8002');
  await routes.getByRole('button', { name: '调整顺序' }).click();
  const list = page.getByTestId('reorder-list');
  await expect(list.getByText(name)).toBeVisible();
  await page.getByRole('button', { name: '保存' }).last().click();
  await expect(page.getByText('已保存上下文“8002”的顺序')).toBeVisible();

  await routes.getByLabel('关键字').fill(name);
  await routes.getByLabel('关键字').press('Enter');
  await expect(routes.getByText('共 1 条')).toBeVisible();
  await routes.getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(routes.getByText('共 0 条')).toBeVisible();
});

test('the hot-standby screen sees a second server as a healthy peer and flags two primaries', async ({
  signInAs,
}) => {
  test.setTimeout(120_000);
  const peer = await startPeerServer(await freePort(), await freePort());
  try {
    const page = await signInAs('admin', { path: '/dashboard/index' });
    await showAdvancedConfig(page);
    await openMenu(page, '高级配置', '双机热备');
    const standby = await screen(page, 'hot-standby-config');
    await expect(standby.getByTestId('standby-peer')).toContainText('未配置');
    await standby.locator('#dc-standby-peerUrl').fill('ftp://nowhere');
    await expect(standby.getByText('对端地址必须是 http:// 或 https:// 开头的地址')).toBeVisible();
    await standby.locator('#dc-standby-peerUrl').fill(peer.url);
    await standby.locator('#dc-standby-virtualIp').fill('10.0.0.100');
    await standby.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('热备设置已保存')).toBeVisible();
    const peerCard = standby.getByTestId('standby-peer');
    await expect(peerCard).toContainText('正常');
    await expect(peerCard).toContainText('对端角色：主机');
    // Both are primary until one steps down.
    await expect(standby.getByTestId('standby-conflict')).toContainText('脑裂');
    await expect(standby.getByTestId('standby-replication')).toContainText('SQLite 不做实时复制');
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);

    await standby.locator('#dc-standby-role').selectOption('standby');
    await standby.getByRole('button', { name: '保存' }).click();
    await expect(standby.getByTestId('standby-self')).toContainText('备机');
    await expect(standby.getByTestId('standby-conflict')).toBeHidden();

    // The peer stops: unreachable, with the reason.
    await peer.stop();
    await standby.getByRole('button', { name: '立即探测' }).click();
    await expect(peerCard).toContainText('无法连接');

    // Leave the platform as it was.
    await standby.locator('#dc-standby-role').selectOption('primary');
    await standby.locator('#dc-standby-peerUrl').fill('');
    await standby.locator('#dc-standby-virtualIp').fill('');
    await standby.getByRole('button', { name: '保存' }).click();
    await expect(peerCard).toContainText('未配置');
  } finally {
    await peer.stop();
  }
});

test('signalling config: a LAN with a bad CIDR is named, a good one saved reaches acl.conf; the switch credentials', async ({
  signInAs,
}, testInfo) => {
  test.setTimeout(90_000);
  const lan = `e2e-lan-${testInfo.repeatEachIndex}`;
  const page = await signInAs('admin', { path: '/dashboard/index' });
  await showAdvancedConfig(page);
  await openMenu(page, '高级配置', '信令配置');
  const config = await screen(page, 'sip-acl-config');
  await config.getByRole('tab', { name: '局域网' }).click();
  const lans = config.getByTestId('lans');
  const rows = await lans.locator('tbody tr').count();
  await config.getByRole('button', { name: '添加网段' }).click();
  await config.getByLabel(`名称 (${rows + 1})`).fill(lan);
  await config.getByLabel(`网段 (${rows + 1})`).fill('10.99.0.0/33');
  await expect(config.getByText(`网段必须是 CIDR 网段`)).toBeVisible();
  await expect(config.getByRole('button', { name: '保存' })).toBeDisabled();
  await config.getByLabel(`网段 (${rows + 1})`).fill('10.99.0.0/16');
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);
  await config.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('“局域网”已保存')).toBeVisible();

  await config.getByRole('tab', { name: 'URL 配置' }).click();
  await expect(config.getByTestId('xmlCurl-effective')).toContainText('freeswitch / ********');
  await expect(config.getByTestId('xmlCurl-effective')).toContainText('/freeswitch/xml');
  expect(await seriousViolations(page)).toEqual([]);
  await config.getByRole('tab', { name: '访问控制' }).click();
  await expect(config.getByTestId('acl-list-0')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await openMenu(page, '高级配置', '信令文件管理');
  const files = await screen(page, 'sip-file-tree');
  await files.getByRole('navigation', { name: '信令文件' }).getByText('acl.conf.xml').click();
  await expect(files.getByTestId('xml-editor')).toContainText('10.99.0.0/16');

  // Leave the platform as it was.
  await openMenu(page, '高级配置', '信令配置');
  await config.getByRole('tab', { name: '局域网' }).click();
  await config.getByRole('button', { name: `删除网段 ${lan}` }).click();
  await config.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('“局域网”已保存').last()).toBeVisible();
});
