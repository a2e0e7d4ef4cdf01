import { LabTestIcon } from '@blueprintjs/icons';
import type { TFunction } from 'i18next';
import type { RecordResourceDef } from '../../../contract/calldata';
import { displayValue, fieldColumnFrame, type RecordColumn } from './recordColumns';
import type { RecordFilterField } from './recordFilters';

/*
 * Records the traffic simulator or the demo seed wrote carry `simulated`: the lists mark them where people
 * look first (a small flask beside the row's time, named in its tooltip and to screen readers; real records
 * carry none) without a column of their own, so the row actions stay in view at 1440 px, and offer a
 * filter that leaves them out.
 */

/** A field's column (the row's time) with the simulated mark after its value. */
export function simulatedMarkColumn<Row extends { simulated: boolean }>(
  resource: RecordResourceDef,
  field: string,
  width: number,
  t: TFunction,
): RecordColumn<Row> {
  return {
    ...fieldColumnFrame<Row>(resource, field, width, t),
    render: (row) => {
      const value = displayValue(resource, field, (row as Record<string, unknown>)[field], t);
      if (!row.simulated) return value;
      const hint = t('calldata.common.simulatedHint');
      return (
        <span data-simulated="true" title={hint}>
          {value} <LabTestIcon size={12} aria-label={t('calldata.common.simulated')} />
        </span>
      );
    },
  };
}

export function simulatedFilter(resource: RecordResourceDef): RecordFilterField {
  return { kind: 'boolean', name: 'simulated', label: `${resource.labels}.simulated` };
}
