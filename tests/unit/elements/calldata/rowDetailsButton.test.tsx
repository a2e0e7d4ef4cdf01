import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLocale } from '../../../../src/core/i18n';
import { ElementHostContext } from '../../../../src/elements/kit/element/elementEvents';
import { RowDetailsButton } from '../../../../src/elements/kit/record/RowDetailsButton';

afterEach(cleanup);

describe('RowDetailsButton', () => {
  it('opens the drawer and tells the host page which record, in the reader’s language', async () => {
    await setLocale('en');
    const host = document.createElement('cdr-list');
    document.body.append(host);
    const opened = vi.fn();
    const received: unknown[] = [];
    host.addEventListener('dc-row-open', (event) => received.push((event as CustomEvent).detail));
    render(
      <I18nextProvider i18n={i18n}>
        <ElementHostContext.Provider value={host}>
          <RowDetailsButton resource="cdr" id="41" onOpen={opened} />
        </ElementHostContext.Provider>
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(opened).toHaveBeenCalledOnce();
    expect(received).toEqual([{ resource: 'cdr', id: '41' }]);
    host.remove();
  });
});
