import type { TFunction } from 'i18next';
import { type CallRecord, cdrResource } from '../../contract/calldata';
import { columnTitle, quantityColumn, type RecordColumn } from '../kit/record/recordColumns';
import { simulatedMarkColumn } from '../kit/record/simulatedColumn';
import { timeAfterStartColumn } from '../kit/record/timeAfterStartColumn';

/** Caller or callee as one cell: the name, then the number ("caller (name, number)"). */
function partyColumn(t: TFunction, party: 'caller' | 'callee'): RecordColumn<CallRecord> {
  return {
    key: party,
    title: columnTitle(cdrResource, party, t),
    width: 132,
    render: (row) => {
      const name = party === 'caller' ? row.callerName : row.calleeName;
      const number = party === 'caller' ? row.callerNumber : row.calleeNumber;
      return (
        // A long name cuts the number off: both read in full on hover.
        <span data-field={`${party}Number`} title={name ? `${name} ${number}` : number}>
          {name ? `${name} ` : ''}
          <span className="dc-muted">{number}</span>
        </span>
      );
    },
  };
}

/**
 * The call record grid: every field a call record has, in a width a laptop shows with the row actions in view
 * (Blueprint's table draws only the columns in view, so an action scrolled off is out of reach). Measured at
 * 1440 px in both languages: answer and end as clock times, durations with their unit in the cells so their
 * headers stay short.
 */
export function cdrColumns(t: TFunction): readonly RecordColumn<CallRecord>[] {
  return [
    simulatedMarkColumn<CallRecord>(cdrResource, 'startTime', 146, t),
    ['direction', 60],
    partyColumn(t, 'caller'),
    partyColumn(t, 'callee'),
    timeAfterStartColumn<CallRecord>(cdrResource, 'answerTime', 72, t),
    timeAfterStartColumn<CallRecord>(cdrResource, 'endTime', 72, t),
    quantityColumn<CallRecord>(cdrResource, 'durationSec', 'seconds', 60, t),
    quantityColumn<CallRecord>(cdrResource, 'billedSec', 'seconds', 60, t),
    ['status', 80],
    ['hangupCause', 75],
    ['callType', 60],
    ['hasRecording', 60],
  ];
}
