import { Button, Callout, Classes, FileInput, HTMLTable, Intent, Switch } from '@blueprintjs/core';
import { DownloadIcon, ImportIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportResult, ImportRowError } from '../../../contract/resources/files';
import { Dialog } from '../overlay/LabelledOverlays';
import { useFocusReturn } from '../overlay/useFocusReturn';
import type { FileFormat, ResourceClient } from '../resource/resourceClient';
import { formatKilobytes, importFileKind, previewImportFile } from './csvPreview';
import { faultyRowCount, importRowErrorsOf } from './importErrors';

export interface ImportDialogProps {
  isOpen: boolean;
  client: Pick<ResourceClient, 'importFile' | 'downloadTemplate'>;
  /** Formats of the template download. */
  templateFormats: readonly FileFormat[];
  onClose(): void;
  /** After every row went in (`updated`: how many of them changed stored rows, when asked to). */
  onImported(result: ImportResult): void;
}

type Phase =
  | { kind: 'choose' }
  | { kind: 'uploading' }
  | { kind: 'refused'; errors: ImportRowError[]; message: string }
  | { kind: 'failed'; message: string };

/**
 * Import: download the template, choose a CSV or XLSX file, preview its first rows (CSV) or its name and
 * size (XLSX), choose whether rows that exist update them, upload. The import is all or nothing: on any bad
 * row the server changes nothing and lists every bad row with its reason, which is the preview of an XLSX
 * file. A screen's own export imports back (docs/behaviour.md, "Import and export").
 */
export function ImportDialog({ isOpen, client, templateFormats, onClose, onImported }: ImportDialogProps) {
  const { t, i18n } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string[][] | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const [updateExisting, setUpdateExisting] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    setFile(null);
    setPreview(null);
    setPhase({ kind: 'choose' });
    setUpdateExisting(false);
  }, [isOpen]);

  const choose = async (chosen: File | undefined) => {
    setPhase({ kind: 'choose' });
    setPreview(null);
    if (!chosen) return setFile(null);
    if (!importFileKind(chosen)) {
      setFile(null);
      setPhase({ kind: 'failed', message: t('kit.import.wrongType') });
      return;
    }
    setFile(chosen);
    setPreview(await previewImportFile(chosen));
  };

  const upload = async () => {
    if (!file) return;
    setPhase({ kind: 'uploading' });
    try {
      onImported(await client.importFile(file, { updateExisting }));
    } catch (error) {
      const errors = importRowErrorsOf(error);
      const message = error instanceof Error ? error.message : String(error);
      setPhase(errors ? { kind: 'refused', errors, message } : { kind: 'failed', message });
    }
  };

  const uploading = phase.kind === 'uploading';
  const focusReturn = useFocusReturn(isOpen);
  return (
    <Dialog
      {...focusReturn}
      isOpen={isOpen}
      title={t('kit.import.title')}
      onClose={onClose}
      canOutsideClickClose={!uploading}
      style={{ width: 640 }}
    >
      <div className={Classes.DIALOG_BODY}>
        <p>{t('kit.import.allOrNothing')}</p>
        <p>
          {templateFormats.map((format) => (
            <Button
              key={format}
              variant="minimal"
              icon={<DownloadIcon />}
              text={t('kit.import.template', { format: format.toUpperCase() })}
              onClick={() => void client.downloadTemplate(format).catch(() => undefined)}
            />
          ))}
        </p>
        <FileInput
          fill
          text={file?.name ?? t('kit.import.chooseFile')}
          buttonText={t('kit.import.browse')}
          hasSelection={file !== null}
          disabled={uploading}
          inputProps={{ accept: '.csv,.xlsx', 'aria-label': t('kit.import.chooseFile') }}
          onInputChange={(event) => void choose(event.currentTarget.files?.[0])}
        />
        <Switch
          className="dc-import-update"
          checked={updateExisting}
          disabled={uploading}
          label={t('kit.import.updateExisting')}
          onChange={(event) => setUpdateExisting(event.currentTarget.checked)}
        />
        <p className={Classes.TEXT_MUTED}>{t('kit.import.updateExistingHelp')}</p>
        {file && !preview ? (
          <p className={Classes.TEXT_MUTED} part="import-summary">
            {t('kit.import.noPreview', { name: file.name, size: formatKilobytes(file.size, i18n.language) })}
          </p>
        ) : null}
        {preview && preview.length > 0 ? (
          <div className="dc-import-preview" part="import-preview">
            <p className={Classes.TEXT_MUTED}>
              {t('kit.import.previewTitle', { count: preview.length - 1 })}
            </p>
            <HTMLTable compact bordered striped>
              <thead>
                <tr>
                  {preview[0].map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns of a file have no identity but their place.
                    <th key={index}>{cell}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.slice(1).map((row, rowIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows of a preview have no identity but their place.
                  <tr key={rowIndex}>
                    {row.map((cell, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                      <td key={index}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        ) : null}
        {phase.kind === 'failed' ? (
          <Callout intent={Intent.DANGER} role="alert">
            {phase.message}
          </Callout>
        ) : null}
        {phase.kind === 'refused' ? (
          <Callout intent={Intent.DANGER} role="alert" title={t('kit.import.refusedTitle')}>
            <p>
              {t('kit.import.nothingChanged', {
                rows: faultyRowCount(phase.errors),
                errors: phase.errors.length,
              })}
            </p>
            <div className="dc-import-errors" part="import-errors">
              <HTMLTable compact bordered aria-label={t('kit.import.errorList')}>
                <thead>
                  <tr>
                    <th>{t('kit.import.row')}</th>
                    <th>{t('kit.import.field')}</th>
                    <th>{t('kit.import.value')}</th>
                    <th>{t('kit.import.reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {phase.errors.map((error) => (
                    <tr key={`${error.row}-${error.field}`}>
                      <td>{error.row}</td>
                      <td>{error.field}</td>
                      <td>{error.value}</td>
                      <td>{error.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          </Callout>
        ) : null}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={t('common.closeText')} disabled={uploading} onClick={onClose} />
          <Button
            intent={Intent.PRIMARY}
            icon={<ImportIcon />}
            loading={uploading}
            disabled={!file}
            text={t('kit.import.upload')}
            onClick={() => void upload()}
          />
        </div>
      </div>
    </Dialog>
  );
}
