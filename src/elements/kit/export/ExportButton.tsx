import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { ExportIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileFormat } from '../resource/resourceClient';

export interface ExportButtonProps {
  formats: readonly FileFormat[];
  /** Saves the file (POST, blob, a dated file name); a rejection is reported by the HTTP client. */
  onExport(format: FileFormat): Promise<void>;
  /** Rows selected in the grid: the export then holds only them. */
  selectedCount?: number;
}

/** Export to a file: one button per the one format, or a menu when there is a choice (CSV, XLSX). */
export function ExportButton({ formats, onExport, selectedCount = 0 }: ExportButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (format: FileFormat) => {
    setBusy(true);
    try {
      await onExport(format);
    } catch {
      // The HTTP client has already shown the failure (docs/behaviour.md#errors).
    } finally {
      setBusy(false);
    }
  };
  const text = selectedCount > 0 ? t('kit.export.selected', { count: selectedCount }) : t('kit.export.all');
  if (formats.length <= 1) {
    const format = formats[0] ?? 'csv';
    return <Button icon={<ExportIcon />} loading={busy} text={text} onClick={() => void run(format)} />;
  }
  return (
    <PopoverNext
      placement="bottom-start"
      content={
        <Menu>
          {formats.map((format) => (
            <MenuItem
              key={format}
              text={t('kit.export.as', { format: format.toUpperCase() })}
              onClick={() => void run(format)}
            />
          ))}
        </Menu>
      }
    >
      <Button icon={<ExportIcon />} loading={busy} text={text} />
    </PopoverNext>
  );
}
