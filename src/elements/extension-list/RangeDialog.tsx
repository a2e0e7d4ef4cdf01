import { Button, Callout, Classes, FormGroup, HTMLSelect, Intent, NumericInput } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { batchAddExtensions, EXTENSION_BATCH_MAX, RECORDING_MODES } from '../../contract/resources/extension';
import { useElementToaster } from '../kit/element/elementToaster';
import { useKitCore } from '../kit/element/kitCore';
import { Dialog } from '../kit/overlay/LabelledOverlays';
import { watched } from '../kit/resource/resourceClient';
import { buildRange, LAST_SUFFIX } from './extensionRange';

export interface RangeDialogProps {
  isOpen: boolean;
  /** The enterprise prefix of the session (docs/behaviour.md#entities `enterprisePrefix`). */
  prefix: string;
  onClose(): void;
  onCreated(detail: { created: number; first: string; last: string }): void;
}

/** Bulk-create a number range after the enterprise prefix; all or nothing on the server. */
export function RangeDialog({ isOpen, prefix, onClose, onCreated }: RangeDialogProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const [start, setStart] = useState(1);
  const [count, setCount] = useState(10);
  const [maxRegistrations, setMaxRegistrations] = useState(1);
  const [recordingMode, setRecordingMode] = useState<(typeof RECORDING_MODES)[number]>('none');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const range = buildRange(prefix, start, count);
  const label = (field: string) => t(`resources.extension.fields.${field}`);

  useEffect(() => {
    if (isOpen) setFailure(null);
  }, [isOpen]);

  const create = async () => {
    if (!range.ok || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await watched(
        http.call(batchAddExtensions, { start, count, maxRegistrations, recordingMode }),
      );
      toaster.show(t('elements.extension-list.rangeCreated', answer), Intent.SUCCESS);
      onCreated(answer);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen={isOpen} title={t('elements.extension-list.rangeTitle')} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <div className={Classes.DIALOG_BODY}>
          <p>{t('elements.extension-list.rangeIntro', { prefix: prefix || '—' })}</p>
          <FormGroup label={label('start')} labelFor="dc-range-start" helperText={`0 – ${LAST_SUFFIX}`}>
            <NumericInput
              id="dc-range-start"
              fill
              min={0}
              max={LAST_SUFFIX}
              value={start}
              onValueChange={(value) => setStart(value)}
            />
          </FormGroup>
          <FormGroup
            label={label('count')}
            labelFor="dc-range-count"
            helperText={`1 – ${EXTENSION_BATCH_MAX}`}
          >
            <NumericInput
              id="dc-range-count"
              fill
              min={1}
              max={EXTENSION_BATCH_MAX}
              value={count}
              onValueChange={(value) => setCount(value)}
            />
          </FormGroup>
          <FormGroup label={label('maxRegistrations')} labelFor="dc-range-max">
            <NumericInput
              id="dc-range-max"
              fill
              min={1}
              max={10}
              value={maxRegistrations}
              onValueChange={(value) => setMaxRegistrations(value)}
            />
          </FormGroup>
          <FormGroup label={label('recordingMode')} labelFor="dc-range-recording">
            <HTMLSelect
              iconProps={{ title: t('kit.assistive.openDropdown') }}
              id="dc-range-recording"
              fill
              value={recordingMode}
              onChange={(event) => setRecordingMode(event.currentTarget.value as typeof recordingMode)}
              options={RECORDING_MODES.map((mode) => ({
                value: mode,
                label: t(`resources.extension.values.recordingMode.${mode}`),
              }))}
            />
          </FormGroup>
          <Callout
            intent={range.ok ? Intent.PRIMARY : Intent.WARNING}
            role="status"
            data-testid="range-preview"
          >
            {range.ok
              ? t('elements.extension-list.rangePreview', range)
              : t(`elements.extension-list.rangeProblem.${range.problem}`, {
                  last: LAST_SUFFIX,
                  max: EXTENSION_BATCH_MAX,
                })}
          </Callout>
          {failure ? (
            <Callout intent={Intent.DANGER} role="alert">
              {failure}
            </Callout>
          ) : null}
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text={t('common.cancelText')} disabled={busy} onClick={onClose} />
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              loading={busy}
              disabled={!range.ok}
              text={t('elements.extension-list.rangeCreate')}
            />
          </div>
        </div>
      </form>
    </Dialog>
  );
}
