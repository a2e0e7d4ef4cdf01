import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Enterprise } from '../../../../src/contract/accounts/enterprise';
import { EnterpriseDetail } from '../../../../src/elements/enterprise-detail/EnterpriseDetail';
import { createKitHarness, withCore } from '../elementTestHarness';

const ENTERPRISE: Enterprise = {
  id: 'e1',
  name: '测试企业',
  prefix: '7001',
  contact: '张三',
  phone: '13900000000',
  status: 'enabled',
  expiry: null,
  functions: ['ptt', 'sos'],
  maxMembers: 10,
  maxExtensions: 20,
  maxConcurrentCalls: 5,
  maxGroups: 4,
  agencyId: null,
  agencyName: null,
  adminUsername: 'admin-7001',
  createdAt: Date.UTC(2030, 0, 1),
  updatedAt: Date.UTC(2030, 0, 1),
};

async function renderDetail(codes: string[]) {
  const harness = createKitHarness({ role: 'ADMIN' });
  harness.root.permission.setPermCodeList(codes);
  const calls: { path: string; payload: unknown }[] = [];
  harness.http.call.mockImplementation(
    async (endpoint: { path: string }, payload: Record<string, unknown>) => {
      calls.push({ path: endpoint.path, payload });
      switch (endpoint.path) {
        case '/enterprise/get':
          return ENTERPRISE;
        case '/enterprise/usage':
          return { members: 9, extensions: 4, groups: 4, departments: 2, accounts: 1 };
        case '/enterprise/extensions':
        case '/enterprise/operationLog':
          return { records: [], total: 0 };
        case '/enterprise/setExpiry':
          return { ...ENTERPRISE, expiry: payload.expiry };
        default:
          throw new Error(`unexpected ${endpoint.path}`);
      }
    },
  );
  await act(async () => {
    render(withCore(harness.core, <EnterpriseDetail recordId="e1" />));
  });
  return { harness, calls };
}

describe('<enterprise-detail>', () => {
  afterEach(cleanup);

  it('shows the enterprise read by the route id, and its usage against each limit', async () => {
    const { calls } = await renderDetail(['enterprise:search']);
    expect(calls.find((call) => call.path === '/enterprise/get')?.payload).toEqual({ id: 'e1' });
    expect(screen.getByRole('heading', { name: '测试企业' })).toBeTruthy();
    const facts = screen.getByTestId('enterprise-facts');
    expect(within(facts).getByText('admin-7001')).toBeTruthy();
    expect(within(facts).getByText('永不到期')).toBeTruthy();
    const members = screen.getByRole('meter', { name: '成员上限' });
    expect(members.getAttribute('value')).toBe('9');
    expect(members.getAttribute('max')).toBe('10');
    expect(screen.getByRole('meter', { name: '群组上限' }).getAttribute('aria-valuetext')).toBe('4 / 4');
    // Reading only: no settings to change.
    expect(screen.queryByRole('button', { name: '设置到期日' })).toBeNull();
  });

  it('sets an expiry as the end of the picked day', async () => {
    const { calls } = await renderDetail(['enterprise:search', 'enterprise:edit']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '设置到期日' })));
    const input = screen.getByLabelText('到期日期');
    await act(async () => fireEvent.change(input, { target: { value: '2031-12-31' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
    const expiry = dayjs('2031-12-31').endOf('day').millisecond(0).valueOf();
    expect(calls.find((call) => call.path === '/enterprise/setExpiry')?.payload).toEqual({
      id: 'e1',
      expiry,
    });
    expect(within(screen.getByTestId('enterprise-facts')).getByText('2031-12-31')).toBeTruthy();
  });

  it('refuses a weak administrator password before asking the server', async () => {
    const { calls } = await renderDetail(['enterprise:search', 'enterprise:edit']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '管理员密码' })));
    await act(async () => fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'weak' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
    expect(calls.some((call) => call.path === '/enterprise/setAdminPassword')).toBe(false);
    expect(screen.getByText('新密码至少 8 个字符')).toBeTruthy();
  });
});
