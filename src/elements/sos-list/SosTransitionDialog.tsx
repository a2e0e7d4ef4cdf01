import { Button, Classes, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AlarmStatus, type SosAlarm, transitionSosAlarm } from '../../contract/calldata';
import { useElementToaster, useKitCore } from '../kit';
import { Dialog } from '../kit/overlay/LabelledOverlays';
import { useFocusReturn } from '../kit/overlay/useFocusReturn';
import { watched } from '../kit/resource/resourceClient';

export interface SosTransitionDialogProps {
  step: { alarm: SosAlarm; to: AlarmStatus } | null;
  onClose(): void;
  onDone(alarm: SosAlarm): void;
}

/** One step of the alarm workflow with a note (who and when are recorded by the server). */
export function SosTransitionDialog({ step, onClose, onDone }: SosTransitionDialogProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const action = step ? t(`calldata.sosAlarm.actions.${step.to}`) : '';
  const confirm = async () => {
    if (!step) return;
    setBusy(true);
    try {
      const alarm = await watched(
        http.call(transitionSosAlarm, { id: step.alarm.id, status: step.to, note }),
      );
      toaster.show(
        t('calldata.sosAlarm.done', { status: t(`calldata.sosAlarm.values.status.${alarm.status}`) }),
        'success',
      );
      setNote('');
      onDone(alarm);
    } catch {
      // A refusal (an invalid step, a change meanwhile) was shown by the HTTP client with its reason.
    } finally {
      setBusy(false);
    }
  };
  const focusReturn = useFocusReturn(!!step);
  return (
    <Dialog
      {...focusReturn}
      isOpen={!!step}
      onClose={onClose}
      title={step ? t('calldata.sosAlarm.transitionTitle', { action, member: step.alarm.memberName }) : ''}
    >
      <div className={Classes.DIALOG_BODY}>
        <FormGroup label={t('calldata.sosAlarm.fields.note')} labelFor="dc-sos-note">
          <TextArea
            id="dc-sos-note"
            fill
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
        </FormGroup>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={t('calldata.common.close')} onClick={onClose} />
          <Button intent={Intent.PRIMARY} loading={busy} text={action} onClick={() => void confirm()} />
        </div>
      </div>
    </Dialog>
  );
}
