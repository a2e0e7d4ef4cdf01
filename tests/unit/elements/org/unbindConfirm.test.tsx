import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Extension } from '../../../../src/contract/resources/extension';
import { i18n, setLocale } from '../../../../src/core/i18n';
import { UnbindButton } from '../../../../src/elements/extension-list/UnbindButton';

afterEach(cleanup);

const extension = { id: '7', number: '8001001', memberId: '42' } as Extension;

function renderButton(onUnbind: () => void) {
  render(
    <I18nextProvider i18n={i18n}>
      <UnbindButton extension={extension} memberName="Li Lei" onUnbind={onUnbind} />
    </I18nextProvider>,
  );
}

describe('Unbind asks first', () => {
  it('cancelled, the member stays bound; confirmed, the extension is unbound', async () => {
    await setLocale('en');
    const onUnbind = vi.fn();
    renderButton(onUnbind);

    fireEvent.click(screen.getByRole('button', { name: 'Unbind' }));
    const question = await screen.findByText(
      'Unbind Li Lei from extension 8001001? Calls to the extension no longer reach the member.',
    );
    expect(question).toBeTruthy();
    expect(onUnbind).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(/from extension 8001001\?/)).toBeNull());
    expect(onUnbind).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Unbind' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Unbind');
    fireEvent.click(confirm as HTMLButtonElement);
    await waitFor(() => expect(onUnbind).toHaveBeenCalledOnce());
  });

  it('asks in Chinese for a Chinese reader', async () => {
    await setLocale('zh_CN');
    renderButton(vi.fn());
    fireEvent.click(screen.getByRole('button', { name: '解绑' }));
    expect(await screen.findByText(/确定解除分机 8001001 与 Li Lei 的绑定/)).toBeTruthy();
  });
});
