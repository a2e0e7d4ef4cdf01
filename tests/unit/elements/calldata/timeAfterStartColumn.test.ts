// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cdrResource, pttRecordResource } from '../../../../src/contract/calldata';
import { i18n } from '../../../../src/core/i18n';
import { columnTitle, quantityColumn } from '../../../../src/elements/kit/record/recordColumns';
import { timeAfterStart } from '../../../../src/elements/kit/record/timeAfterStartColumn';

const at = (day: number, h: number, m: number, s: number) => new Date(2024, 2, day, h, m, s).getTime();

describe('answer and end times in the record grids', () => {
  it('on the start’s day they show the clock time only', () => {
    expect(timeAfterStart(at(15, 9, 0, 0), at(15, 9, 0, 12))).toBe('09:00:12');
  });

  it('a call running past midnight shows the full date of its end', () => {
    expect(timeAfterStart(at(15, 23, 59, 0), at(16, 0, 1, 30))).toBe('2024-03-16 00:01:30');
  });

  it('a time on an earlier day than the start (a clock set back) also shows its full date', () => {
    expect(timeAfterStart(at(15, 0, 0, 5), at(14, 23, 59, 59))).toBe('2024-03-14 23:59:59');
  });

  it('an unanswered call has no answer time', () => {
    expect(timeAfterStart(at(15, 9, 0, 0), null)).toBe('');
  });
});

describe('short grid headers', () => {
  const en = i18n.getFixedT('en');
  const zh = i18n.getFixedT('zh_CN');

  it('a duration column puts its unit in the cells, so its header has none', () => {
    const duration = quantityColumn<{ durationSec: number }>(cdrResource, 'durationSec', 'seconds', 60, en);
    expect(duration.title).toBe('Duration');
    expect(duration.sortable).toBe(true);
    expect(duration.render?.({ durationSec: 83 })).toBe('83 s');
    const zhDuration = quantityColumn<{ durationMs: number }>(
      pttRecordResource,
      'durationMs',
      'milliseconds',
      80,
      zh,
    );
    expect(zhDuration.title).toBe('时长');
    // A PTT burst's milliseconds read as seconds to a person (17000 毫秒 was unreadable).
    expect(zhDuration.render?.({ durationMs: 1200 })).toBe('1.2 秒');
  });

  it('a field without a column title of its own is headed by its label', () => {
    expect(columnTitle(cdrResource, 'status', en)).toBe('Status');
    expect(columnTitle(cdrResource, 'status', zh)).toBe('状态');
  });

  it('the short titles are for the grid only: filters, details and exports keep the unit', () => {
    expect(en('calldata.cdr.fields.durationSec')).toBe('Duration (s)');
    expect(zh('calldata.cdr.fields.billedSec')).toBe('计费时长（秒）');
  });
});
