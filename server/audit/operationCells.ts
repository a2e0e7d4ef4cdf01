import { operationLabel, operationSentence, type Words } from '../../src/contract/audit/operationWords';
import { hasMessage, type Translate } from '../http/i18n';

/** A cell of a record export that reads the whole record, not only its own value. */
export type RecordCellWriter = (value: unknown, record: Record<string, unknown>) => string;

/**
 * The operation log's export speaks as its screens do (src/contract/audit/operationWords.ts): the operation in
 * words and its detail as a sentence, in the language of the request that asked for the file.
 */
export function operationLogCells(t: Translate): Record<string, RecordCellWriter> {
  const words: Words = { t, has: hasMessage };
  return {
    action: (value) => operationLabel(String(value ?? ''), words),
    detail: (_value, record) =>
      operationSentence(
        {
          action: String(record.action ?? ''),
          target: String(record.target ?? ''),
          detail: String(record.detail ?? ''),
        },
        words,
      ),
  };
}
