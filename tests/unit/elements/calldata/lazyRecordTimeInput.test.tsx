import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyRecordTimeInput } from '../../../../src/elements/kit/record/LazyRecordTimeInput';
import { createKitHarness, useLocale, withCore } from '../elementTestHarness';

/** The calendar's field is Blueprint's date input: its text field controls the calendar's popover. */
const calendarField = () => screen.getByLabelText('From').getAttribute('aria-controls') !== null;

const flush = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

describe('record screens: the time field loads its calendar on first use', () => {
  afterEach(async () => {
    cleanup();
    await useLocale('zh_CN');
  });

  it('is a plain field while typed in; a click makes it the calendar, with the typed text, the focus and the calendar open', async () => {
    await useLocale('en');
    const typed: string[] = [];
    const field = (
      <LazyRecordTimeInput
        label="From"
        initialText="2026-11-24 00:00:00"
        onTextChange={(text) => typed.push(text)}
      />
    );
    render(withCore(createKitHarness().core, field));
    const plain = screen.getByLabelText('From') as HTMLInputElement;
    expect(plain.value).toBe('2026-11-24 00:00:00');
    expect(plain.getAttribute('role')).toBe('combobox');

    // The focus fetches the calendar's code but keeps the field: no keystroke lands in a field being replaced.
    await act(async () => plain.focus());
    fireEvent.change(plain, { target: { value: '2026-11-20 08:30:00' } });
    expect(typed).toEqual(['2026-11-20 08:30:00']);
    await flush();
    expect(calendarField()).toBe(false);
    expect(screen.getByLabelText('From')).toBe(plain);

    fireEvent.click(plain);
    await vi.waitFor(() => expect(calendarField()).toBe(true), { timeout: 10_000 });
    const loaded = screen.getByLabelText('From') as HTMLInputElement;
    expect(loaded.value).toBe('2026-11-20 08:30:00');
    expect(document.activeElement).toBe(loaded);
    await vi.waitFor(() => expect(document.querySelector('.bp6-datepicker')).not.toBeNull());

    // Drawn again (the bar remounts its bounds to set them), the field is the calendar's at once.
    cleanup();
    render(withCore(createKitHarness().core, field));
    expect(calendarField()).toBe(true);
  });
});
