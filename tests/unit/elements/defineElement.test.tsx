import { Button, Dialog } from '@blueprintjs/core';
import { act } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../../../src/elements/kit/element/defineElement';
import { useElementEvents } from '../../../src/elements/kit/element/elementEvents';
import { setPageKitCore } from '../../../src/elements/kit/element/kitCore';
import {
  connect,
  createKitHarness,
  installAdoptedStyleSheetsPolyfill,
  signIn,
  uniqueTag,
} from './elementTestHarness';

function Hello() {
  return <p className="hello">hello</p>;
}

describe('defineElement', () => {
  let removePolyfill: () => void;
  const harness = createKitHarness();
  beforeAll(() => {
    removePolyfill = installAdoptedStyleSheetsPolyfill();
    signIn(harness);
    setPageKitCore(harness.core);
  });
  afterAll(() => {
    removePolyfill();
    setPageKitCore(undefined);
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('renders into an open shadow root', async () => {
    const tag = uniqueTag();
    defineElement({ tag, component: Hello }).define();
    const element = await connect(document.createElement(tag));
    expect(element.shadowRoot).not.toBeNull();
    expect(element.shadowRoot?.mode).toBe('open');
    expect(element.shadowRoot?.querySelector('.hello')?.textContent).toBe('hello');
    expect(element.querySelector('.hello')).toBeNull();
  });

  it('adopts the same CSSStyleSheet objects in every root (parsed once per page)', async () => {
    const tag = uniqueTag();
    defineElement({ tag, component: Hello }).define();
    const first = await connect(document.createElement(tag));
    const second = await connect(document.createElement(tag));
    const firstSheets = first.shadowRoot!.adoptedStyleSheets;
    const secondSheets = second.shadowRoot!.adoptedStyleSheets;
    expect(firstSheets.length).toBe(4);
    expect(firstSheets[0]).toBeInstanceOf(CSSStyleSheet);
    firstSheets.forEach((sheet, index) => {
      expect(secondSheets[index]).toBe(sheet);
    });
    expect(first.shadowRoot!.querySelector('style')).toBeNull();
  });

  it('renders Blueprint portals (dialogs) inside the shadow root, not in the page body', async () => {
    const tag = uniqueTag();
    defineElement({
      tag,
      component: () => (
        <Dialog isOpen title="In the root">
          <p className="dialog-content">content</p>
        </Dialog>
      ),
    }).define();
    const element = await connect(document.createElement(tag));
    const root = element.shadowRoot!;
    const content = root.querySelector('.dialog-content');
    expect(content).not.toBeNull();
    expect(root.querySelector('.dc-portal-host')?.contains(content)).toBe(true);
    expect(document.body.querySelector('.bp6-portal')).toBeNull();
  });

  it('types attributes: number, boolean presence, json, removal and property assignment', async () => {
    const seen = vi.fn();
    const tag = uniqueTag();
    defineElement({
      tag,
      component: (props: { pageSize?: number; readonly?: boolean; filters?: unknown; title?: string }) => {
        seen(props);
        return null;
      },
      attributes: { pageSize: 'number', readonly: 'boolean', filters: 'json', title: 'string' },
    }).define();
    const element = document.createElement(tag) as HTMLElement & Record<string, unknown>;
    element.setAttribute('page-size', '50');
    element.setAttribute('readonly', '');
    element.setAttribute('filters', '{"deptId":7}');
    element.setAttribute('title', 'Members');
    await connect(element);
    expect(seen).toHaveBeenLastCalledWith({
      pageSize: 50,
      readonly: true,
      filters: { deptId: 7 },
      title: 'Members',
    });

    await act(async () => {
      element.removeAttribute('readonly');
      element.setAttribute('page-size', '80');
    });
    expect(seen.mock.lastCall?.[0]).toMatchObject({ pageSize: 80, readonly: false });

    await act(async () => {
      element.pageSize = 100;
      element.readonly = true;
      element.filters = { status: 'enabled' };
    });
    expect(element.getAttribute('page-size')).toBe('100');
    expect(element.hasAttribute('readonly')).toBe(true);
    expect(element.pageSize).toBe(100);
    expect(seen.mock.lastCall?.[0]).toMatchObject({
      pageSize: 100,
      readonly: true,
      filters: { status: 'enabled' },
    });

    await act(async () => {
      element.setAttribute('readonly', 'false');
    });
    expect(seen.mock.lastCall?.[0]).toMatchObject({ readonly: false });
  });

  it('applies a property set before the element was defined', async () => {
    const seen = vi.fn();
    const tag = uniqueTag();
    const early = document.createElement(tag) as HTMLElement & { pageSize?: number };
    early.pageSize = 80;
    defineElement({
      tag,
      component: (props: { pageSize?: number }) => {
        seen(props.pageSize);
        return null;
      },
      attributes: { pageSize: 'number' },
    }).define();
    await connect(early);
    expect(seen).toHaveBeenLastCalledWith(80);
    expect(early.getAttribute('page-size')).toBe('80');
  });

  it('emits dc- events that bubble out of the shadow root and are composed', async () => {
    const tag = uniqueTag();
    defineElement({
      tag,
      component: function Emitter() {
        const { emit } = useElementEvents();
        return <Button text="open" onClick={() => emit('dc-row-open', { id: 42 })} />;
      },
    }).define();
    const element = await connect(document.createElement(tag));
    const received = vi.fn();
    document.addEventListener('dc-row-open', received);
    await act(async () => {
      element.shadowRoot!.querySelector('button')!.click();
    });
    document.removeEventListener('dc-row-open', received);
    expect(received).toHaveBeenCalledTimes(1);
    const event = received.mock.calls[0][0] as CustomEvent;
    expect(event.detail).toEqual({ id: 42 });
    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
    expect(event.target).toBe(element);
  });

  it('shows a readable, translated error instead of a blank box when the screen throws', async () => {
    const tag = uniqueTag();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    defineElement({
      tag,
      component: () => {
        throw new Error('records unavailable');
      },
    }).define();
    const element = await connect(document.createElement(tag));
    quiet.mockRestore();
    const alert = element.shadowRoot!.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('组件出错了');
    expect(alert?.textContent).toContain('records unavailable');
    expect(alert?.textContent).toContain(`<${tag}>`);
  });

  it('names a malformed attribute in the error it shows', async () => {
    const tag = uniqueTag();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    defineElement({ tag, component: () => null, attributes: { filters: 'json' } }).define();
    const element = document.createElement(tag);
    element.setAttribute('filters', '{not json');
    element.setAttribute('locale', 'en');
    await connect(element);
    quiet.mockRestore();
    expect(element.shadowRoot!.querySelector('[role="alert"]')?.textContent).toContain(
      'Attribute "filters" must be a json',
    );
  });

  it('follows the theme attribute, else the session, with Blueprint’s dark class inside the root', async () => {
    const tag = uniqueTag();
    defineElement({ tag, component: Hello }).define();
    const element = await connect(document.createElement(tag));
    const root = () => element.shadowRoot!.querySelector('.dc-root')!;
    expect(root().classList.contains('bp6-dark')).toBe(false);
    await act(async () => harness.root.app.setDarkMode('dark'));
    expect(root().classList.contains('bp6-dark')).toBe(true);
    await act(async () => element.setAttribute('theme', 'light'));
    expect(root().classList.contains('bp6-dark')).toBe(false);
    await act(async () => harness.root.app.setDarkMode('light'));
    expect(root().getAttribute('part')).toBe('root');
  });
});
