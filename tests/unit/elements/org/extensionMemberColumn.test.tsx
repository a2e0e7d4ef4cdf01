import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ExtensionList } from '../../../../src/elements/extension-list/ExtensionList';
import { ElementHostContext } from '../../../../src/elements/kit/element/elementEvents';
import { createKitHarness, withCore } from '../elementTestHarness';

const rows = [
  {
    id: 'x1',
    number: '8001001',
    displayName: 'Gate',
    memberId: 'm1',
    memberName: '李雷',
    memberAccount: 'li.lei',
    enabled: true,
  },
  {
    id: 'x2',
    number: '8001002',
    displayName: 'Yard',
    memberId: null,
    memberName: null,
    memberAccount: null,
    enabled: true,
  },
];

/** jsdom lays nothing out; Table2 draws the columns that fit its viewport, so give it a wide one. */
function wideViewport() {
  const saved = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  const savedHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 2000 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
  return () => {
    if (saved) Object.defineProperty(HTMLElement.prototype, 'clientWidth', saved);
    if (savedHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', savedHeight);
  };
}

describe('the extension list’s bound-member column', () => {
  let restoreViewport: () => void;
  beforeAll(() => {
    restoreViewport = wideViewport();
  });
  afterAll(() => restoreViewport());
  afterEach(cleanup);

  it('shows the name the extension answer carries, asking nothing of the members a sub-user may not read', async () => {
    const harness = createKitHarness({ role: 'ENTERPRISE_CHILDUSER' });
    harness.root.permission.setPermCodeList(['extension:search']);
    const paths: string[] = [];
    harness.http.call.mockImplementation(async (endpoint: { path: string }) => {
      paths.push(endpoint.path);
      if (endpoint.path === '/extension/page') return { records: rows, total: 2 };
      throw new Error(`unexpected ${endpoint.path}`);
    });
    await act(async () => {
      render(
        withCore(
          harness.core,
          <ElementHostContext.Provider value={document.createElement('div')}>
            <ExtensionList />
          </ElementHostContext.Provider>,
        ),
      );
    });
    expect(screen.getAllByText('李雷 (li.lei)').length).toBeGreaterThan(0);
    expect(screen.queryByText('…')).toBeNull();
    expect(paths).toEqual(['/extension/page']);
  });
});
