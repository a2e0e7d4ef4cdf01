import { OverlayToaster, Position } from '@blueprintjs/core';
import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../src/core/i18n';
import {
  ElementToasterProvider,
  useElementToaster,
} from '../../../../src/elements/kit/element/elementToaster';
import { ConsoleProvider } from '../../../../src/shell/app/ConsoleContext';
import { NoticeHost } from '../../../../src/shell/app/NoticeHost';
import { createKitHarness, withCore } from '../elementTestHarness';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Saved() {
  const toaster = useElementToaster();
  useEffect(() => toaster.show('Saved'), [toaster]);
  return null;
}

describe('toasts stay off the toolbar', () => {
  it('an element’s toaster sits bottom right and lets clicks through around its toasts', async () => {
    const harness = createKitHarness();
    const { container } = render(
      withCore(
        harness.core,
        <ElementToasterProvider>
          <Saved />
        </ElementToasterProvider>,
      ),
    );
    await act(async () => undefined);
    expect(container.querySelector('.bp6-toast')?.textContent).toContain('Saved');
    const toaster = container.querySelector('.bp6-toast-container');
    expect(toaster?.classList.contains('bp6-toast-container-bottom')).toBe(true);
    expect(toaster?.classList.contains('bp6-toast-container-right')).toBe(true);
    expect(toaster?.classList.contains('bp6-toast-container-top')).toBe(false);
    // kit.css makes .dc-toaster click-through; the class must be on the container for that rule to apply.
    expect(toaster?.classList.contains('dc-toaster')).toBe(true);
  });

  it('the console’s notice host creates its toaster bottom right, click-through', async () => {
    const create = vi.spyOn(OverlayToaster, 'create');
    const core = { store: { notices: { notices: [] } } };
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <ConsoleProvider core={core as never} shell={{} as never}>
            <NoticeHost />
          </ConsoleProvider>
        </I18nextProvider>,
      );
    });
    expect(create).toHaveBeenCalledOnce();
    expect(create.mock.calls[0]![0]).toMatchObject({
      position: Position.BOTTOM_RIGHT,
      className: 'dc-toaster',
    });
  });
});
