import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/core/i18n';
import { ELEMENT_TAGS } from '../../../src/elements/elementTags';
import { isElementAvailable } from '../../../src/elements/registry';
import { ConsoleProvider } from '../../../src/shell/app/ConsoleContext';
import { ElementView } from '../../../src/shell/pages/ElementView';

/*
 * docs/behaviour.md#screens-and-routes: a route whose element is not registered shows the exception page and warns once. Every tag of the
 * route table has its element now, so the console cannot reach this in a browser; a server-built menu (BACK
 * mode) still can name a tag this build lacks.
 */

describe('ElementView', () => {
  afterEach(cleanup);

  it('every tag of the route table has an element module in this build', () => {
    expect(ELEMENT_TAGS.filter((tag) => !isElementAvailable(tag))).toEqual([]);
  });

  it('shows the exception page naming a tag without an element, and warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const core = { store: { permission: { menus: [] }, user: { homePath: '/dashboard' } } };
    const view = () => (
      <I18nextProvider i18n={i18n}>
        <ConsoleProvider core={core as never} shell={{} as never}>
          <MemoryRouter>
            <ElementView tag="no-such-screen" params={{}} />
          </MemoryRouter>
        </ConsoleProvider>
      </I18nextProvider>
    );
    const { rerender } = render(view());
    expect(screen.getByTestId('exception-page')).toBeTruthy();
    expect(screen.getByTestId('exception-detail').textContent).toContain('<no-such-screen>');
    rerender(view());
    expect(warn.mock.calls.filter(([text]) => String(text).includes('<no-such-screen>'))).toHaveLength(1);
    warn.mockRestore();
  });
});
