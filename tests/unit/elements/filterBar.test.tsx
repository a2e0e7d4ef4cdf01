import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberResource } from '../../../src/contract/resources/member';
import { FilterBar } from '../../../src/elements/kit/filter/FilterBar';
import { type FilterField, filtersFromResource } from '../../../src/elements/kit/filter/filterFields';
import { createKitHarness, withCore } from './elementTestHarness';

const fields: FilterField[] = [
  { kind: 'text', name: 'keyword', label: 'kit.filter.keyword' },
  {
    kind: 'select',
    name: 'status',
    label: 'kit.filter.all',
    options: [{ value: 'enabled', label: 'enabled' }],
  },
  { kind: 'dateRange', name: 'created', label: 'kit.grid.total' },
  {
    kind: 'numberRange',
    name: 'priority',
    label: 'kit.grid.actions',
    params: ['minPriority', 'maxPriority'],
  },
];

describe('FilterBar', () => {
  afterEach(cleanup);

  it('Enter in a text input submits only the filled filters, ranges as their two parameters', async () => {
    const onSubmit = vi.fn();
    render(withCore(createKitHarness().core, <FilterBar fields={fields} onSubmit={onSubmit} />));
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: ' li ' } });
    fireEvent.change(screen.getByLabelText('全部'), { target: { value: 'enabled' } });
    fireEvent.change(screen.getByLabelText(/起$/, { selector: 'input[type="date"]' }), {
      target: { value: '2026-03-01' },
    });
    fireEvent.change(screen.getByLabelText(/止$/, { selector: 'input[type="number"]' }), {
      target: { value: '5' },
    });
    await act(async () => {
      fireEvent.submit(screen.getByLabelText('关键字').closest('form')!);
    });
    expect(onSubmit).toHaveBeenCalledWith({
      keyword: 'li',
      status: 'enabled',
      createdFrom: '2026-03-01 00:00:00',
      maxPriority: 5,
    });
  });

  it('reset clears the inputs and submits no filters', async () => {
    const onSubmit = vi.fn();
    render(withCore(createKitHarness().core, <FilterBar fields={fields} onSubmit={onSubmit} />));
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: 'li' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重置' })));
    expect(onSubmit).toHaveBeenLastCalledWith({});
    expect((screen.getByLabelText('关键字') as HTMLInputElement).value).toBe('');
  });

  it('derives a keyword and one choice per enum filter from a resource declaration', () => {
    const derived = filtersFromResource(memberResource, 'resources.member.values');
    expect(derived.map((field) => [field.kind, field.name])).toEqual([
      ['text', 'keyword'],
      ['select', 'appRole'],
      ['select', 'status'],
    ]);
  });
});
