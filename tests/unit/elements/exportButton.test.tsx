import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILE_FORMATS } from '../../../src/contract/resources/files';
import { ExportButton } from '../../../src/elements/kit/export/ExportButton';
import type { FileFormat } from '../../../src/elements/kit/resource/resourceClient';
import { createKitHarness, withCore } from './elementTestHarness';

function renderButton(formats: readonly FileFormat[], selectedCount = 0) {
  const onExport = vi.fn(async (_format: FileFormat) => {});
  render(
    withCore(
      createKitHarness().core,
      <ExportButton formats={formats} onExport={onExport} selectedCount={selectedCount} />,
    ),
  );
  return onExport;
}

describe('ExportButton', () => {
  afterEach(cleanup);

  it('the contract offers CSV and XLSX (docs/protocol.md)', () => {
    expect(FILE_FORMATS).toEqual(['csv', 'xlsx']);
  });

  it('with the contract formats, offers a menu of CSV and XLSX and exports the one chosen', async () => {
    const onExport = renderButton(FILE_FORMATS);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '导出' })));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['导出为 CSV', '导出为 XLSX']);
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: '导出为 XLSX' })));
    expect(onExport).toHaveBeenCalledWith('xlsx');
  });

  it('with one format, one button exports it directly, and names the selection', async () => {
    const onExport = renderButton(['csv'], 3);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '导出所选（3）' })));
    expect(onExport).toHaveBeenCalledWith('csv');
    expect(screen.queryByRole('menuitem')).toBeNull();
  });
});
