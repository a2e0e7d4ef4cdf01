import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/core/i18n';
import { LoadState, RefreshButton } from '../../../src/elements/kit';

function show(data: string[] | undefined, failed: boolean, onRetry = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <LoadState
        data={data}
        failed={failed}
        onRetry={onRetry}
        isEmpty={(rows) => rows.length === 0}
        emptyTitle="Nothing yet"
      >
        {(rows) => (
          <ul>
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        )}
      </LoadState>
    </I18nextProvider>,
  );
  return onRetry;
}

describe('LoadState', () => {
  afterEach(cleanup);

  it('offers a retry when the first load failed', () => {
    const retry = show(undefined, true);
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows a labelled spinner while the first load runs, then the empty state or the rows', () => {
    show(undefined, false);
    expect(screen.getByLabelText('加载中...')).toBeTruthy();
    cleanup();
    show([], false);
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    cleanup();
    // A later failed reload keeps the rows in view.
    show(['first', 'second'], true);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['first', 'second']);
  });

  it('the refresh button is named for assistive technology', () => {
    const onClick = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <RefreshButton onClick={onClick} />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
