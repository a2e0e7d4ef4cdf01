import { Alert, Button, Classes, HTMLTable, Intent } from '@blueprintjs/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readSwitchOverrideVersion, rollbackSwitchOverride } from '../../contract/switch/switchFiles';
import { DATE_TIME_FORMAT } from '../../core/config/constants';
import { useElementToaster, useKitCore } from '../kit';
import { Dialog } from '../kit/overlay/LabelledOverlays';
import { watched } from '../kit/resource/resourceClient';
import type { OverrideDraft } from './OverrideEditor';
import { XmlDiff } from './XmlDiff';

export interface OverrideVersion {
  version: number;
  savedAt: number;
  savedBy: string;
  bytes: number;
}

export interface OverrideHistoryProps {
  /** The saved versions of the open override; null while the history is closed. */
  versions: readonly OverrideVersion[] | null;
  draft: OverrideDraft | null;
  canEdit: boolean;
  onClose(): void;
  /** A rollback made a new current version: the screen reloads the files and the override. */
  onRolledBack(): Promise<void>;
}

/**
 * An override's saved versions: each viewed as a diff against the current one, and rolled back to after a
 * confirmation (a rollback saves that content as a new version).
 */
export function OverrideHistory({ versions, draft, canEdit, onClose, onRolledBack }: OverrideHistoryProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const [viewing, setViewing] = useState<{ version: number; content: string } | null>(null);
  const [rollingBack, setRollingBack] = useState<number | null>(null);

  const view = async (version: number) => {
    if (!draft) return;
    try {
      const { content } = await watched(http.call(readSwitchOverrideVersion, { name: draft.name, version }));
      setViewing({ version, content });
    } catch {
      // Shown by the HTTP client.
    }
  };

  const rollback = async (version: number) => {
    if (!draft) return;
    setRollingBack(null);
    try {
      const answer = await watched(http.call(rollbackSwitchOverride, { name: draft.name, version }));
      toaster.show(
        t('elements.sip-file-tree.rolledBack', { version, current: answer.version }),
        Intent.SUCCESS,
      );
      setViewing(null);
      await onRolledBack();
    } catch {
      // Shown by the HTTP client.
    }
  };

  return (
    <>
      <Dialog
        isOpen={versions !== null}
        title={t('elements.sip-file-tree.historyTitle', { name: draft?.name ?? '' })}
        onClose={() => {
          onClose();
          setViewing(null);
        }}
        style={{ width: 'min(900px, 92vw)' }}
      >
        <div className={Classes.DIALOG_BODY}>
          <HTMLTable compact striped style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{t('resources.switchFile.fields.version')}</th>
                <th>{t('elements.sip-file-tree.savedAt')}</th>
                <th>{t('elements.sip-file-tree.savedBy')}</th>
                <th>{t('elements.sip-file-tree.size')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {(versions ?? []).map((row) => (
                <tr key={row.version}>
                  <td>{row.version}</td>
                  <td>{dayjs(row.savedAt).format(DATE_TIME_FORMAT)}</td>
                  <td>{row.savedBy}</td>
                  <td>{row.bytes}</td>
                  <td>
                    <Button
                      size="small"
                      variant="minimal"
                      text={t('elements.sip-file-tree.view')}
                      onClick={() => void view(row.version)}
                    />
                    {canEdit && row.version !== draft?.baseVersion && (
                      <Button
                        size="small"
                        variant="minimal"
                        intent={Intent.WARNING}
                        text={t('elements.sip-file-tree.rollback')}
                        onClick={() => setRollingBack(row.version)}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {viewing && draft && (
            <>
              <p className="dc-files-legend">
                {t('elements.sip-file-tree.versionLegend', { version: viewing.version })}
              </p>
              <XmlDiff
                saved={viewing.content}
                edited={draft.saved}
                savedLabel={t('elements.sip-file-tree.version', { version: viewing.version })}
                editedLabel={t('elements.sip-file-tree.currentSide')}
              />
            </>
          )}
        </div>
      </Dialog>
      <Alert
        isOpen={rollingBack !== null}
        intent={Intent.WARNING}
        confirmButtonText={t('elements.sip-file-tree.rollback')}
        cancelButtonText={t('common.cancelText')}
        canEscapeKeyCancel
        onConfirm={() => rollingBack !== null && void rollback(rollingBack)}
        onCancel={() => setRollingBack(null)}
      >
        <p>
          {t('elements.sip-file-tree.rollbackConfirm', {
            name: draft?.name ?? '',
            version: rollingBack ?? 0,
          })}
        </p>
      </Alert>
    </>
  );
}
