import { elementNamespaces } from 'virtual:dc-element-messages';
import { loadAllMessages, loadNamespaces } from '../core/i18n';
import { ELEMENT_TAGS } from './elementTags';
import type { DefinedElement } from './kit/element/defineElement';
import { setShadowRootDiscoverer } from './kit/element/shadowRootDiscovery';

/** What `src/elements/<tag>/define.ts` exports: the element made by `defineElement`. */
interface ElementModule {
  default: DefinedElement;
}

export type ElementLoader = () => Promise<ElementModule>;

/** One lazy module per element folder that exists: `() => import('./<tag>/define.ts')`. */
const modules = import.meta.glob<ElementModule>('./*/define.ts');

function loadersOf(found: Record<string, () => Promise<ElementModule>>): Record<string, ElementLoader> {
  const loaders: Record<string, ElementLoader> = {};
  for (const tag of ELEMENT_TAGS) {
    const load = found[`./${tag}/define.ts`];
    if (load) loaders[tag] = load;
  }
  return loaders;
}

/**
 * Tags with an element module. A tag of the route table whose folder does not exist yet is absent:
 * the shell shows its exception page for it.
 */
export const elementLoaders: Readonly<Record<string, ElementLoader>> = loadersOf(modules);

export function isElementAvailable(tag: string): boolean {
  return Object.hasOwn(elementLoaders, tag);
}

export interface DefineAllOptions {
  /** Registers `<prefix>-<tag>` (e.g. `acme` → `<acme-member-list>`) for pages that need to avoid clashes. */
  prefix?: string;
  /** Where to look for elements to load (default: the document). */
  root?: Document | ShadowRoot;
}

/** Public tag name → its unprefixed tag, for every tag `defineAll` announced. */
const announced = new Map<string, string>();
const loading = new Map<string, Promise<CustomElementConstructor>>();
const observedRoots = new WeakSet<Node>();

function normalizePrefix(prefix: string | undefined): string {
  if (!prefix) return '';
  const trimmed = prefix.trim().toLowerCase();
  return trimmed.endsWith('-') ? trimmed : `${trimmed}-`;
}

/**
 * Loads an element's module and registers it under `name` (default: its tag). The browser then
 * upgrades every `<name>` already in the page in place.
 */
export function loadElement(tag: string, name: string = tag): Promise<CustomElementConstructor> {
  const existing = customElements.get(name);
  if (existing) return Promise.resolve(existing);
  const inFlight = loading.get(name);
  if (inFlight) return inFlight;
  const load = elementLoaders[tag];
  if (!load) return Promise.reject(new Error(`No element module for <${tag}>`));
  // An element draws with the messages its code names, in the page's language (the bundle carries the boot
  // part only); a tag the table does not know loads them all.
  const namespaces = elementNamespaces[tag];
  const messages = namespaces ? loadNamespaces(namespaces) : loadAllMessages();
  const promise = Promise.all([load(), messages]).then(([module]) => module.default.define(name));
  loading.set(name, promise);
  promise.catch((error: unknown) => {
    loading.delete(name);
    console.error(`[elements] loading <${name}> failed`, error);
  });
  return promise;
}

function loadIfAnnounced(element: Element): void {
  const name = element.localName;
  const tag = announced.get(name);
  if (tag && !customElements.get(name)) void loadElement(tag, name).catch(() => undefined);
}

function discover(root: ParentNode): void {
  if (root instanceof Element) loadIfAnnounced(root);
  for (const element of root.querySelectorAll(':not(:defined)')) loadIfAnnounced(element);
}

function observe(root: Document | ShadowRoot): void {
  if (observedRoots.has(root)) return;
  observedRoots.add(root);
  discover(root);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) discover(node);
    }
  }).observe(root, { childList: true, subtree: true });
}

/**
 * Registers every available tag lazily (docs/architecture.md#elements): nothing of an element's React code loads
 * until a `<tag>` appears in the page (or in another element's shadow root); then its module loads and
 * the browser upgrades the element in place. Answers the public tag names.
 */
export function defineAll(options: DefineAllOptions = {}): string[] {
  const prefix = normalizePrefix(options.prefix);
  const names: string[] = [];
  for (const tag of Object.keys(elementLoaders)) {
    announced.set(`${prefix}${tag}`, tag);
    names.push(`${prefix}${tag}`);
  }
  setShadowRootDiscoverer(observe);
  if (typeof document !== 'undefined') observe(options.root ?? document);
  return names;
}
