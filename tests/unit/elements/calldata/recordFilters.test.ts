// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CALL_STATUSES,
  cdrResource,
  loginHistoryResource,
  pttRecordResource,
} from '../../../../src/contract/calldata';
import {
  enumFilter,
  filterRequest,
  type RecordFilterField,
  textFilter,
  timeRangeParam,
} from '../../../../src/elements/kit/record/recordFilters';

const FIELDS: readonly RecordFilterField[] = [
  textFilter(cdrResource, 'caller'),
  enumFilter(cdrResource, 'status', CALL_STATUSES),
  { kind: 'boolean', name: 'hasRecording', label: 'calldata.cdr.fields.hasRecording' },
  { kind: 'numberRange', name: 'durationSec', label: 'calldata.cdr.fields.durationSec' },
];

describe('record filters → request', () => {
  it('leaves out empty and blank inputs', () => {
    expect(filterRequest(FIELDS, { caller: '  ', status: '', hasRecording: '' })).toEqual({});
  });

  it('sends text trimmed and choices as their values', () => {
    expect(filterRequest(FIELDS, { caller: ' 8001 ', status: 'busy' })).toEqual({
      caller: '8001',
      status: 'busy',
    });
  });

  it('sends flags as booleans, "false" included', () => {
    expect(filterRequest(FIELDS, { hasRecording: 'true' })).toEqual({ hasRecording: true });
    expect(filterRequest(FIELDS, { hasRecording: 'false' })).toEqual({ hasRecording: false });
  });

  it('sends number ranges as <name>From/To numbers, either end alone, 0 kept, non-numbers dropped', () => {
    expect(filterRequest(FIELDS, { durationSecFrom: '0', durationSecTo: '60' })).toEqual({
      durationSecFrom: 0,
      durationSecTo: 60,
    });
    expect(filterRequest(FIELDS, { durationSecTo: '30' })).toEqual({ durationSecTo: 30 });
    expect(filterRequest(FIELDS, { durationSecFrom: 'ten' })).toEqual({});
  });

  it('ignores inputs that are not fields of the screen', () => {
    expect(filterRequest(FIELDS, { pageNum: '3', keyword: 'x' })).toEqual({});
  });

  it('labels choices from the resource’s translated values', () => {
    const status = enumFilter(cdrResource, 'status', CALL_STATUSES);
    expect(status).toMatchObject({ kind: 'select', label: 'calldata.cdr.fields.status' });
    expect(status.kind === 'select' && status.options[1]).toEqual({
      value: 'no_answer',
      label: 'calldata.cdr.values.status.no_answer',
    });
  });

  it('the time range parameter is the range filter over the resource’s time field', () => {
    expect(timeRangeParam(cdrResource)).toBe('startTime');
    expect(timeRangeParam(pttRecordResource)).toBe('startTime');
    const login = timeRangeParam(loginHistoryResource);
    expect(loginHistoryResource.rangeFilters[login]?.field).toBe(loginHistoryResource.timeField);
  });
});
