import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLocale } from '../../../../src/core/i18n';
import { PlayRecordingButton } from '../../../../src/elements/kit/record/PlayRecordingButton';

afterEach(cleanup);

function renderButton(fileId: string | null, onClick: () => void) {
  return render(
    <I18nextProvider i18n={i18n}>
      <PlayRecordingButton fileId={fileId} text={i18n.t('calldata.common.play')} onClick={onClick} />
    </I18nextProvider>,
  );
}

describe('PlayRecordingButton', () => {
  it('a row without a recording gets a disabled Play that says why, in the reader’s language', async () => {
    await setLocale('en');
    const onClick = vi.fn();
    renderButton(null, onClick);
    const button = screen.getByRole('button', { name: 'Play' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-description')).toBe('This record has no recording');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    cleanup();

    await setLocale('zh_CN');
    renderButton(null, onClick);
    expect(screen.getByRole('button', { name: '播放' }).getAttribute('aria-description')).toBe(
      '该记录没有录音',
    );
  });

  it('a row with a recording plays and carries no reason', async () => {
    await setLocale('en');
    const onClick = vi.fn();
    renderButton('101', onClick);
    const button = screen.getByRole('button', { name: 'Play' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(button.hasAttribute('aria-description')).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
