import { describe, expect, it } from 'vitest';
import { matchCallDataTables } from '../../../server/monitor/callDataTables';

function tables(entries: Record<string, string[]>) {
  return new Map(Object.entries(entries).map(([name, columns]) => [name, new Set(columns)]));
}

describe('call-data tables are found by name and columns, and degrade plainly when absent', () => {
  it('no tables: every role is null', () => {
    expect(matchCallDataTables(tables({ members: ['id'] }))).toEqual({
      calls: null,
      ptt: null,
      sos: null,
      cameras: null,
    });
  });

  it('the call-data migration’s tables are recognised with their duration and group columns', () => {
    const found = matchCallDataTables(
      tables({
        call_records: [
          'id',
          'enterprise_id',
          'start_time',
          'answer_time',
          'end_time',
          'duration_sec',
          'status',
          'caller_name',
        ],
        ptt_records: [
          'id',
          'enterprise_id',
          'start_time',
          'end_time',
          'duration_ms',
          'group_name',
          'talker_name',
        ],
        sos_alarms: ['id', 'enterprise_id', 'alarm_time', 'status', 'member_name', 'alarm_type'],
      }),
    );
    expect(found.calls?.columns).toMatchObject({
      start: 'start_time',
      answer: 'answer_time',
      durationSeconds: 'duration_sec',
    });
    expect(found.ptt?.columns).toMatchObject({
      durationMs: 'duration_ms',
      group: 'group_name',
      talker: 'talker_name',
    });
    expect(found.sos?.columns).toMatchObject({
      time: 'alarm_time',
      member: 'member_name',
      type: 'alarm_type',
    });
  });

  it('a table without a tenant column is never used (docs/security.md: rows carry enterprise_id)', () => {
    expect(matchCallDataTables(tables({ call_records: ['id', 'start_time'] })).calls).toBeNull();
  });
});
