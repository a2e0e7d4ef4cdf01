import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { indexTree } from '../../../../src/elements/kit/org/deptTreeModel';
import { MemberPicker } from '../../../../src/elements/kit/org/MemberPicker';
import { createKitHarness, withCore } from '../elementTestHarness';

const members = [
  { id: 'm1', account: 'li.lei', name: '李雷' },
  { id: 'm2', account: 'han.mei', name: '韩梅' },
  { id: 'm3', account: 'wang.wu', name: '王五' },
];

function Picker({ onValue }: { onValue(ids: string[]): void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <MemberPicker
      value={value}
      onChange={(ids) => {
        setValue(ids);
        onValue(ids);
      }}
      tree={{ roots: [], index: indexTree([]) }}
      ordered
    />
  );
}

async function renderPicker() {
  const harness = createKitHarness();
  const requests: Record<string, unknown>[] = [];
  harness.http.call.mockImplementation(
    async (endpoint: { path: string }, payload: Record<string, unknown>) => {
      if (endpoint.path !== '/localuser/page') throw new Error(`unexpected ${endpoint.path}`);
      requests.push(payload);
      const ids = payload.ids as string[] | undefined;
      const keyword = String(payload.keyword ?? '');
      const records = members.filter(
        (member) =>
          (!ids || ids.includes(member.id)) &&
          (member.account.includes(keyword) || member.name.includes(keyword)),
      );
      return { records, total: records.length };
    },
  );
  let chosen: string[] = [];
  await act(async () => {
    render(withCore(harness.core, <Picker onValue={(ids) => (chosen = ids)} />));
  });
  return { requests, chosen: () => chosen };
}

describe('two-pane member selector', () => {
  afterEach(cleanup);

  it('adds the checked candidates to the right in order, then orders and removes them', async () => {
    const { chosen } = await renderPicker();
    const candidates = screen.getByRole('region', { name: '可选成员' });
    await act(async () => fireEvent.click(within(candidates).getByLabelText('韩梅 (han.mei)')));
    await act(async () => fireEvent.click(within(candidates).getByLabelText('李雷 (li.lei)')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '添加所选（2）' })));
    expect(chosen()).toEqual(['m2', 'm1']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '上移 李雷 (li.lei)' })));
    expect(chosen()).toEqual(['m1', 'm2']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '移除 韩梅 (han.mei)' })));
    expect(chosen()).toEqual(['m1']);
    expect((within(candidates).getByLabelText('李雷 (li.lei)') as HTMLInputElement).disabled).toBe(true);
  });

  it('searches candidates by keyword, 100 at a time', async () => {
    const { requests } = await renderPicker();
    await act(async () =>
      fireEvent.change(screen.getAllByLabelText('搜索账号、姓名、电话')[0], { target: { value: 'wang' } }),
    );
    const last = requests.filter((request) => !request.ids).at(-1);
    expect(last).toMatchObject({ keyword: 'wang', pageSize: 100, pageNum: 1 });
    expect(screen.getByLabelText('王五 (wang.wu)')).toBeTruthy();
    expect(screen.queryByLabelText('李雷 (li.lei)')).toBeNull();
  });
});
