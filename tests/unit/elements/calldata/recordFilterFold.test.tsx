import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordFilterBar } from '../../../../src/elements/kit/record/RecordFilterBar';
import type { RecordFilterField } from '../../../../src/elements/kit/record/recordFilters';
import { createKitHarness, withCore } from '../elementTestHarness';

const FIELDS: readonly RecordFilterField[] = [
  { kind: 'text', name: 'caller', label: 'calldata.cdr.fields.caller' },
  { kind: 'text', name: 'callee', label: 'calldata.cdr.fields.callee' },
  { kind: 'boolean', name: 'hasRecording', label: 'calldata.cdr.fields.hasRecording' },
  { kind: 'numberRange', name: 'durationSec', label: 'calldata.cdr.fields.durationSec' },
];

function renderBar(onSubmit: (filters: Record<string, unknown>) => void, inlineFields?: number) {
  render(
    withCore(
      createKitHarness().core,
      <RecordFilterBar
        timeParam="startTime"
        fields={FIELDS}
        inlineFields={inlineFields}
        onSubmit={onSubmit}
      />,
    ),
  );
}

describe('a record filter bar with folded filters', () => {
  afterEach(cleanup);

  it('shows the first filters, the others behind "More filters", which counts those with a value', async () => {
    const onSubmit = vi.fn();
    renderBar(onSubmit, 2);
    expect(screen.getByLabelText('主叫')).toBeTruthy();
    expect(screen.queryByLabelText('录音')).toBeNull();
    const more = screen.getByRole('button', { name: '更多筛选' });
    expect(more.getAttribute('aria-expanded')).toBe('false');

    await act(async () => fireEvent.click(more));
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(more.textContent).toBe('收起筛选');
    await act(async () => fireEvent.change(screen.getByLabelText('录音'), { target: { value: 'true' } }));
    await act(async () => fireEvent.click(more));
    expect(screen.queryByLabelText('录音')).toBeNull();
    expect(more.textContent).toBe('更多筛选（已设 1 项）');

    // A folded filter's value still goes with the search.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '查询' })));
    expect(onSubmit.mock.lastCall?.[0]).toMatchObject({ hasRecording: true });
  });

  it('without inlineFields every filter shows and there is no such button', () => {
    renderBar(vi.fn());
    expect(screen.getByLabelText('录音')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /更多筛选/ })).toBeNull();
  });
});
