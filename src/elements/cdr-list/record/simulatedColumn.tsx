import { Tag } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import type { RecordResourceDef } from '../../../contract/calldata';
import { fieldColumnFrame, type RecordColumn } from './recordColumns';
import type { RecordFilterField } from './recordFilters';

/*
 * Records the traffic simulator or the demo seed wrote carry `simulated`: the lists mark them where people
 * look (a tag in the row, none on real records) and offer a filter that leaves them out.
 */

export function simulatedColumn<Row extends { simulated: boolean }>(
  resource: RecordResourceDef,
  t: TFunction,
): RecordColumn<Row> {
  return {
    ...fieldColumnFrame<Row>(resource, 'simulated', 64, t),
    render: (row) =>
      row.simulated ? (
        <Tag minimal data-simulated="true" title={t('calldata.common.simulatedHint')}>
          {t('calldata.common.simulated')}
        </Tag>
      ) : null,
  };
}

export function simulatedFilter(resource: RecordResourceDef): RecordFilterField {
  return { kind: 'boolean', name: 'simulated', label: `${resource.labels}.simulated` };
}
