import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILE_FORMATS } from '../../../src/contract/resources/files';
import { HttpError } from '../../../src/core/http/httpError';
import { formatKilobytes } from '../../../src/elements/kit/import/csvPreview';
import { parseCsvRows } from '../../../src/elements/kit/import/csvRows';
import { ImportDialog } from '../../../src/elements/kit/import/ImportDialog';
import type { ResourceClient } from '../../../src/elements/kit/resource/resourceClient';
import { createKitHarness, withCore } from './elementTestHarness';

const CSV = 'account,name\r\nli.lei,"Li, Lei"\r\nhan.mei,"Han ""Mei"""\r\n';

function renderDialog(importFile: ReturnType<typeof vi.fn<ResourceClient['importFile']>>) {
  const client = { importFile, downloadTemplate: vi.fn(async () => {}) };
  const onImported = vi.fn();
  render(
    withCore(
      createKitHarness().core,
      <ImportDialog
        isOpen
        client={client}
        templateFormats={FILE_FORMATS}
        onClose={() => {}}
        onImported={onImported}
      />,
    ),
  );
  return { client, onImported };
}

async function chooseFile(file: File) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText('选择 CSV 或 XLSX 文件'), { target: { files: [file] } });
  });
}

describe('ImportDialog', () => {
  afterEach(cleanup);

  it('previews the first rows of the chosen CSV file before upload', async () => {
    renderDialog(vi.fn<ResourceClient['importFile']>());
    await chooseFile(new File([CSV], 'members.csv', { type: 'text/csv' }));
    const preview = screen.getByText('预览（前 2 行）').parentElement!;
    expect(within(preview).getByText('Li, Lei')).toBeTruthy();
    expect(within(preview).getByText('Han "Mei"')).toBeTruthy();
  });

  it('on a refused import lists every bad row with its reason and says nothing was changed', async () => {
    const refusal = new HttpError('2 行有误', {
      kind: 'envelope',
      code: '-1',
      envelope: {
        code: '-1',
        message: '2 行有误',
        data: {
          errors: [
            { row: 2, field: 'account', value: 'li.lei', reason: '账号已被占用' },
            { row: 3, field: 'appRole', value: 'boss', reason: '无效的选项' },
          ],
        },
      },
    });
    const { onImported } = renderDialog(vi.fn<ResourceClient['importFile']>().mockRejectedValue(refusal));
    await chooseFile(new File([CSV], 'members.csv'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '上传并导入' })));
    const table = screen.getByRole('table', { name: '错误行列表' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2', 'account', 'li.lei', '账号已被占用'],
      ['3', 'appRole', 'boss', '无效的选项'],
    ]);
    expect(screen.getByText(/没有导入或修改任何数据/)).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('uploads the file and reports the imported count', async () => {
    const importFile = vi.fn<ResourceClient['importFile']>(async () => ({ imported: 2 }));
    const { onImported, client } = renderDialog(importFile);
    const file = new File([CSV], 'members.csv');
    await chooseFile(file);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '上传并导入' })));
    expect(importFile).toHaveBeenCalledWith(file, { updateExisting: false });
    expect(onImported).toHaveBeenCalledWith({ imported: 2 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '下载 CSV 模板' })));
    expect(client.downloadTemplate).toHaveBeenCalledWith('csv');
  });

  it('shows an XLSX file by name and size (no preview in the browser) and uploads it as chosen', async () => {
    const importFile = vi.fn<ResourceClient['importFile']>(async () => ({ imported: 1 }));
    const { onImported } = renderDialog(importFile);
    const file = new File([new Uint8Array(3072)], 'members.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await chooseFile(file);
    expect(screen.queryByText(/预览（前/)).toBeNull();
    expect(screen.getByText(/^members\.xlsx（3 kB）：XLSX 文件不在浏览器中预览/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '上传并导入' })));
    expect(importFile).toHaveBeenCalledWith(file, { updateExisting: false });
    expect(onImported).toHaveBeenCalledWith({ imported: 1 });
  });

  it('counts the rows in error as the server does: one row with three errors is one row', async () => {
    const errors = ['account', 'name', 'appRole'].map((field) => ({
      row: 4,
      field,
      value: '',
      reason: '必填',
    }));
    const refusal = new HttpError('未导入任何数据：1 行共有 3 处错误', {
      kind: 'envelope',
      code: '-1',
      envelope: { code: '-1', message: '未导入任何数据：1 行共有 3 处错误', data: { errors } },
    });
    renderDialog(vi.fn<ResourceClient['importFile']>().mockRejectedValue(refusal));
    await chooseFile(new File([CSV], 'members.csv'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '上传并导入' })));
    expect(screen.getByText(/没有导入或修改任何数据/).textContent).toBe(
      '1 行共有 3 处错误，没有导入或修改任何数据。请改正下列各行后重新导入。',
    );
    expect(within(screen.getByRole('table', { name: '错误行列表' })).getAllByRole('row')).toHaveLength(4);
  });

  it('"update existing" is off until switched on, and then asks the server to update rows that exist', async () => {
    const importFile = vi.fn<ResourceClient['importFile']>(async () => ({ imported: 2, updated: 1 }));
    const { onImported } = renderDialog(importFile);
    const toggle = screen.getByRole('checkbox', { name: '更新已有数据' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    const file = new File([CSV], 'members.csv');
    await chooseFile(file);
    await act(async () => fireEvent.click(toggle));
    expect(toggle.checked).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '上传并导入' })));
    expect(importFile).toHaveBeenCalledWith(file, { updateExisting: true });
    expect(onImported).toHaveBeenCalledWith({ imported: 2, updated: 1 });
  });

  it('offers the template in CSV and in XLSX', async () => {
    const { client } = renderDialog(vi.fn<ResourceClient['importFile']>());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '下载 XLSX 模板' })));
    expect(client.downloadTemplate).toHaveBeenCalledWith('xlsx');
    expect(screen.getByRole('button', { name: '下载 CSV 模板' })).toBeTruthy();
  });

  it('refuses a file that is neither CSV nor XLSX before any upload', async () => {
    const importFile = vi.fn<ResourceClient['importFile']>();
    renderDialog(importFile);
    await chooseFile(new File(['x'], 'members.txt'));
    expect(screen.getByRole('alert').textContent).toBe('只能导入 CSV 或 XLSX 文件');
    expect((screen.getByRole('button', { name: '上传并导入' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('CSV preview parsing', () => {
  it('reads quoted fields, doubled quotes, line breaks in quotes and a BOM; stops at the limit', () => {
    expect(parseCsvRows('\uFEFFa,b\n"x\ny","q""q"\n1,2\n3,4\n', 3)).toEqual([
      ['a', 'b'],
      ['x\ny', 'q"q'],
      ['1', '2'],
    ]);
  });

  it('takes mixed line ends, drops blank lines, never guesses another delimiter', () => {
    expect(parseCsvRows('a;b\r\n\r\n  \n1;2\r"x,\r\ny",z', 6)).toEqual([['a;b'], ['1;2'], ['x,\ny', 'z']]);
  });
});

describe('chosen file size', () => {
  it('is given in kilobytes in the page language', () => {
    expect(formatKilobytes(1536, 'en')).toBe('1.5 kB');
    expect(formatKilobytes(2_621_440, 'zh_CN')).toBe('2,560 kB');
  });
});
