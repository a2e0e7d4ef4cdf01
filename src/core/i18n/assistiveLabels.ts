import type { i18n as I18n } from 'i18next';
import { i18n as shared } from './i18n';

/**
 * Blueprint's assistive words that no prop replaces (a spinner's "loading", a numeric input's
 * "increment", the date input's "date picker" dialog, the time picker's units): English on every page. Each
 * is kept as the original in `data-dc-en` and given the reader's words, again when the language changes.
 * Keys live in `common` (a boot namespace), so the sign-in page's spinners read them too.
 */
const WORDS: Readonly<Record<string, string>> = {
  loading: 'common.assistive.loading',
  increment: 'common.assistive.increment',
  decrement: 'common.assistive.decrement',
  'date picker': 'common.assistive.datePicker',
  'Date picker shortcuts': 'common.assistive.dateShortcuts',
  timezone: 'common.assistive.timezone',
  'Remove tag': 'common.assistive.removeTag',
  'hours (24hr clock)': 'common.assistive.hours',
  'hours (12hr clock)': 'common.assistive.hours',
  minutes: 'common.assistive.minutes',
  seconds: 'common.assistive.seconds',
  milliseconds: 'common.assistive.milliseconds',
};

/** "Increase minutes" / "Decrease minutes": the time picker's arrows name their unit. */
const ARROW = /^(Increase|Decrease) (.+)$/;

const ATTRIBUTES = ['aria-label', 'title'] as const;
const SELECTOR = ATTRIBUTES.flatMap((attribute) => [
  ...Object.keys(WORDS).map((english) => `[${attribute}="${english}"]`),
  `[${attribute}^="Increase "]`,
  `[${attribute}^="Decrease "]`,
]).join(',');
const MARKED = ATTRIBUTES.map((attribute) => `[data-dc-en-${attribute}]`).join(',');

/** The reader's words for one of Blueprint's English labels, or undefined for a label of ours. */
function assistiveWords(english: string, i18n: I18n = shared): string | undefined {
  const key = WORDS[english];
  if (key) return i18n.t(key);
  const arrow = ARROW.exec(english);
  const unit = arrow && WORDS[arrow[2] as string];
  if (!arrow || !unit) return undefined;
  return i18n.t(arrow[1] === 'Increase' ? 'common.assistive.increase' : 'common.assistive.decrease', {
    unit: i18n.t(unit),
  });
}

type Attribute = (typeof ATTRIBUTES)[number];

function relabel(i18n: I18n, element: Element, attribute: Attribute, english: string): void {
  const words = assistiveWords(english, i18n);
  if (!words) return;
  element.setAttribute(`data-dc-en-${attribute}`, english);
  if (element.getAttribute(attribute) !== words) element.setAttribute(attribute, words);
}

function relabelNew(i18n: I18n, root: ParentNode): void {
  for (const element of root.querySelectorAll(SELECTOR))
    for (const attribute of ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      if (value !== null && !element.hasAttribute(`data-dc-en-${attribute}`))
        relabel(i18n, element, attribute, value);
    }
}

function relabelAll(i18n: I18n, root: ParentNode): void {
  relabelNew(i18n, root);
  for (const element of root.querySelectorAll(MARKED))
    for (const attribute of ATTRIBUTES) {
      const english = element.getAttribute(`data-dc-en-${attribute}`);
      if (english !== null) relabel(i18n, element, attribute, english);
    }
}

/**
 * Keeps Blueprint's English assistive labels under `root` (a document or an element's shadow root) in the
 * language of `i18n` (the shared instance, or an element's pinned one) while it is watched; answers what
 * stops watching.
 */
export function translateAssistiveLabels(root: Document | ShadowRoot, i18n: I18n = shared): () => void {
  relabelAll(i18n, root);
  const observer = new MutationObserver((records) => {
    // A re-render may write Blueprint's English again over ours: take the label as new.
    for (const record of records)
      if (record.type === 'attributes' && record.target instanceof Element) {
        const attribute = record.attributeName as Attribute;
        const value = record.target.getAttribute(attribute);
        if (value !== null && assistiveWords(value, i18n) !== undefined)
          relabel(i18n, record.target, attribute, value);
      }
    if (records.some((record) => record.addedNodes.length > 0)) relabelNew(i18n, root);
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: [...ATTRIBUTES],
  });
  const onLanguage = () => relabelAll(i18n, root);
  i18n.on('languageChanged', onLanguage);
  return () => {
    observer.disconnect();
    i18n.off('languageChanged', onLanguage);
  };
}
