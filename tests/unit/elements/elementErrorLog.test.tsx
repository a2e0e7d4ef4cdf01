import { act } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../../../src/elements/kit/element/defineElement';
import { setPageKitCore } from '../../../src/elements/kit/element/kitCore';
import {
  connect,
  createKitHarness,
  installAdoptedStyleSheetsPolyfill,
  signIn,
  uniqueTag,
} from './elementTestHarness';

/** An element whose screen throws while rendering, as a broken screen would. */
function defineThrowingElement(message: string): string {
  const tag = uniqueTag('throwing-element');
  defineElement({
    tag,
    component: () => {
      throw new TypeError(message);
    },
  }).define();
  return tag;
}

describe('an element’s render error reaches the client error log (docs/behaviour.md#entities)', () => {
  let removePolyfill: () => void;
  const harness = createKitHarness();
  const errorLog = harness.root.errorLog;
  beforeAll(() => {
    removePolyfill = installAdoptedStyleSheetsPolyfill();
    signIn(harness);
    setPageKitCore(harness.core);
  });
  afterAll(() => {
    removePolyfill();
    setPageKitCore(undefined);
  });
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    errorLog.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    harness.root.app.setProjectConfig({ useErrorHandle: true });
    document.body.innerHTML = '';
  });

  it('records a screen that throws as a `react` entry with its message, stack and the element in the component stack', async () => {
    const tag = defineThrowingElement('rows is undefined');
    const element = await connect(document.createElement(tag));
    expect(element.shadowRoot!.querySelector('[role="alert"]')?.textContent).toContain('rows is undefined');
    expect(errorLog.entries).toHaveLength(1);
    const [entry] = errorLog.entries;
    expect(entry.type).toBe('react');
    expect(entry.message).toBe('rows is undefined');
    expect(entry.name).toBe('TypeError');
    expect(entry.stack).toContain('rows is undefined');
    expect(entry.detail).toContain(`Element(${tag})`);
    expect(entry.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('records nothing while the error-log setting is off, and still shows the error', async () => {
    harness.root.app.setProjectConfig({ useErrorHandle: false });
    const tag = defineThrowingElement('records unavailable');
    const element = await connect(document.createElement(tag));
    expect(element.shadowRoot!.querySelector('[role="alert"]')?.textContent).toContain('records unavailable');
    expect(errorLog.entries).toEqual([]);
  });

  it('records each failure again after the person retries', async () => {
    const tag = defineThrowingElement('still broken');
    const element = await connect(document.createElement(tag));
    const retry = [...element.shadowRoot!.querySelectorAll('button')].find(
      (button) => button.textContent === '重试',
    );
    expect(retry).toBeDefined();
    await act(async () => retry!.click());
    expect(errorLog.entries.map((entry) => entry.message)).toEqual(['still broken', 'still broken']);
  });
});
