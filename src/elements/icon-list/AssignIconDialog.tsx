import { Button, Classes, Intent } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Icon } from '../../contract/resources/icon';
import { memberResource } from '../../contract/resources/member';
import { useElementToaster } from '../kit/element/elementToaster';
import { MemberPicker } from '../kit/org/MemberPicker';
import { useDeptTree } from '../kit/org/useDeptTree';
import { Dialog } from '../kit/overlay/LabelledOverlays';
import { useFocusReturn } from '../kit/overlay/useFocusReturn';
import { useResourceClient } from '../kit/resource/useResourceClient';

export interface AssignIconDialogProps {
  icon: Icon | null;
  onClose(): void;
}

/** Members updated at once while assigning. */
const PARALLEL = 4;

/** Assign an icon to members chosen with the two-pane selector (each member's `iconId` is set). */
export function AssignIconDialog({ icon, onClose }: AssignIconDialogProps) {
  const { t } = useTranslation();
  const tree = useDeptTree();
  const members = useResourceClient(memberResource);
  const toaster = useElementToaster();
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (icon) setChosen([]);
  }, [icon]);

  const assign = async () => {
    if (!icon) return;
    setBusy(true);
    const queue = [...chosen];
    let done = 0;
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        await members.update({ id, iconId: icon.id });
        done += 1;
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker));
      toaster.show(t('elements.icon-list.assigned', { count: done, name: icon.name }), Intent.SUCCESS);
      onClose();
    } catch {
      // The HTTP client has shown why; the members before the failure keep the icon.
    } finally {
      setBusy(false);
    }
  };

  const focusReturn = useFocusReturn(icon !== null);
  return (
    <Dialog
      {...focusReturn}
      isOpen={icon !== null}
      title={t('elements.icon-list.assignTitle', { name: icon?.name ?? '' })}
      onClose={onClose}
      style={{ width: 'min(760px, 96vw)' }}
    >
      <div className={Classes.DIALOG_BODY}>
        <MemberPicker value={chosen} onChange={setChosen} tree={tree} />
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={t('common.cancelText')} disabled={busy} onClick={onClose} />
          <Button
            intent={Intent.PRIMARY}
            loading={busy}
            disabled={chosen.length === 0}
            text={t('elements.icon-list.assignCount', { count: chosen.length })}
            onClick={() => void assign()}
          />
        </div>
      </div>
    </Dialog>
  );
}
