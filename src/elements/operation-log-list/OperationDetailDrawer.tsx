import { Drawer, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type OperationLogEntry, operationLogResource } from '../../contract/audit';
import {
  detailFieldLabel,
  detailReasonText,
  detailValueText,
  operationLabel,
  parseOperationDetail,
} from '../../contract/audit/operationWords';
import { useOperationWords } from '../kit/audit/useOperationWords';
import { OverlayTitle } from '../kit/overlay/OverlayTitle';
import { useFocusReturn } from '../kit/overlay/useFocusReturn';
import { displayValue, fieldLabel } from '../kit/record/recordColumns';

const SUMMARY_FIELDS = ['time', 'account', 'role', 'enterpriseName', 'target', 'result', 'ip'] as const;

export interface OperationDetailDrawerProps {
  entry: OperationLogEntry | null;
  onClose(): void;
}

/** One operation in full: who, when, from where, how it ended, and each changed field before and after. */
export function OperationDetailDrawer({ entry, onClose }: OperationDetailDrawerProps) {
  const { t } = useTranslation();
  const words = useOperationWords();
  const focusReturn = useFocusReturn(!!entry);
  const detail = entry ? parseOperationDetail(entry.detail) : null;
  return (
    <Drawer
      {...focusReturn}
      isOpen={!!entry}
      onClose={onClose}
      isCloseButtonShown={false}
      title={<OverlayTitle text={entry ? operationLabel(entry.action, words) : ''} onClose={onClose} />}
      size="560px"
    >
      {entry && detail ? (
        <div className="dc-drawer-body" part="detail" data-operation-id={entry.id}>
          <HTMLTable compact className="dc-detail-table">
            <tbody>
              {SUMMARY_FIELDS.map((field) => (
                <tr key={field}>
                  <th>{fieldLabel(operationLogResource, field, t)}</th>
                  <td data-field={field}>
                    {displayValue(operationLogResource, field, entry[field], t) || '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <h3 className="dc-section-title">{t('calldata.operationLog.changes.title')}</h3>
          {detail.changes.length ? (
            <HTMLTable compact striped className="dc-detail-table" data-testid="operation-changes">
              <thead>
                <tr>
                  <th>{t('calldata.operationLog.changes.field')}</th>
                  <th>{t('calldata.operationLog.changes.from')}</th>
                  <th>{t('calldata.operationLog.changes.to')}</th>
                </tr>
              </thead>
              <tbody>
                {detail.changes.map((change) => (
                  <tr key={change.field} data-field={change.field}>
                    <td>{detailFieldLabel(entry.action, change.field, words)}</td>
                    <td>{change.secret ? '—' : detailValueText(change.field, change.from, words)}</td>
                    <td>
                      {change.secret
                        ? t('calldata.operationLog.changes.secretSet')
                        : detailValueText(change.field, change.to, words)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          ) : (
            <p className="dc-muted">
              {detail.text ? detailReasonText(detail.text, words) : t('calldata.operationLog.changes.none')}
            </p>
          )}
        </div>
      ) : null}
    </Drawer>
  );
}
