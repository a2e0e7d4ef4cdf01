import { Button, Classes, Intent, Spinner } from '@blueprintjs/core';
import { ArrowDownIcon, ArrowUpIcon, DragHandleVerticalIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DialplanExtension, reorderDialplan } from '../../contract/switch/dialplan';
import { useElementToaster, useKitCore } from '../kit';
import { Dialog } from '../kit/overlay/LabelledOverlays';
import { type ResourceClient, watched } from '../kit/resource/resourceClient';

export interface ReorderDialogProps {
  context: string | null;
  client: ResourceClient<DialplanExtension>;
  onClose(saved: boolean): void;
}

/** Every extension of a context in order: drag a row, or move it with its arrow buttons; saved as a whole. */
export function ReorderDialog({ context, client, onClose }: ReorderDialogProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const [rows, setRows] = useState<DialplanExtension[] | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);

  useEffect(() => {
    if (context === null) return;
    setRows(null);
    client
      .page({ pageNum: 1, pageSize: 500, sort: 'position', order: 'asc', context })
      .then((page) => setRows([...page.records]))
      .catch(() => setRows([]));
  }, [context, client]);

  const move = (from: number, to: number) =>
    setRows((current) => {
      if (!current || to < 0 || to >= current.length || from === to) return current;
      const next = [...current];
      const [row] = next.splice(from, 1);
      if (row) next.splice(to, 0, row);
      return next;
    });

  const save = async () => {
    if (!rows || context === null) return;
    try {
      await watched(http.call(reorderDialplan, { context, ids: rows.map((row) => row.id) }));
      toaster.show(t('elements.dialplan-list.reordered', { context }), Intent.SUCCESS);
      onClose(true);
    } catch {
      // The HTTP client has shown why.
    }
  };

  return (
    <Dialog
      isOpen={context !== null}
      onClose={() => onClose(false)}
      title={t('elements.dialplan-list.reorderTitle', { context: context ?? '' })}
    >
      <div className={Classes.DIALOG_BODY}>
        <p className="dc-hint">{t('elements.dialplan-list.reorderHint')}</p>
        {rows === null ? (
          <Spinner size={24} />
        ) : (
          <ol className="dc-reorder-list" data-testid="reorder-list">
            {rows.map((row, index) => (
              <li
                key={row.id}
                draggable
                className={dragging === index ? 'dc-reorder-dragging' : undefined}
                onDragStart={(event) => {
                  setDragging(index);
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', row.id);
                }}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragging !== null) move(dragging, index);
                  setDragging(null);
                }}
                onDragEnd={() => setDragging(null)}
              >
                <DragHandleVerticalIcon />
                <span className="dc-reorder-name">{row.name}</span>
                <Button
                  size="small"
                  variant="minimal"
                  icon={<ArrowUpIcon />}
                  aria-label={t('elements.dialplan-list.moveUp', { name: row.name })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                />
                <Button
                  size="small"
                  variant="minimal"
                  icon={<ArrowDownIcon />}
                  aria-label={t('elements.dialplan-list.moveDown', { name: row.name })}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, index + 1)}
                />
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={t('common.cancelText')} onClick={() => onClose(false)} />
          <Button
            intent={Intent.PRIMARY}
            text={t('common.saveText')}
            disabled={!rows?.length}
            onClick={() => void save()}
          />
        </div>
      </div>
    </Dialog>
  );
}
