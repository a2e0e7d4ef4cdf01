// @vitest-environment node
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatRequestData } from '../../../src/core/http/requestData';

describe('outgoing request data (docs/behaviour.md#validation)', () => {
  it('date-like values (Date and dayjs) are formatted YYYY-MM-DD HH:mm:ss', () => {
    expect(formatRequestData(new Date(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02 03:04:05');
    expect(formatRequestData(dayjs('2024-12-31T23:59:58'))).toBe('2024-12-31 23:59:58');
  });

  it('string values are trimmed', () => {
    expect(formatRequestData('  ann  ')).toBe('ann');
  });

  it('nested objects and arrays are formatted too, other values pass unchanged', () => {
    const input = {
      name: ' x ',
      range: [new Date(2024, 5, 1, 0, 0, 0), dayjs('2024-06-30T12:00:00')],
      filter: { deep: { tag: ' t ', n: 3, on: true, none: null } },
      list: [{ s: ' y ' }],
    };
    expect(formatRequestData(input)).toEqual({
      name: 'x',
      range: ['2024-06-01 00:00:00', '2024-06-30 12:00:00'],
      filter: { deep: { tag: 't', n: 3, on: true, none: null } },
      list: [{ s: 'y' }],
    });
  });

  it('is pure: the input is left unchanged', () => {
    const input = { name: ' x ', when: new Date(2024, 0, 1) };
    formatRequestData(input);
    expect(input.name).toBe(' x ');
    expect(input.when).toBeInstanceOf(Date);
  });
});
