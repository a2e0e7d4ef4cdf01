import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { installStaticIcons } from '../icons/staticIcons';
import { ElementFrame } from './ElementFrame';
import {
  type AttributeSpec,
  type AttributeValues,
  attributeNameOf,
  parseAttribute,
  parseAttributes,
  stringifyAttribute,
} from './elementAttributes';
import type { ElementEventName } from './elementEvents';
import { adoptElementStyles, adoptScreenStyles } from './elementStyles';
import { discoverInShadowRoot } from './shadowRootDiscovery';

installStaticIcons();

/** Attributes every element understands, handled by the frame. */
const FRAME_ATTRIBUTES = { theme: 'string', locale: 'string' } as const satisfies AttributeSpec;

/** What a screen declares to become a custom element. */
export interface ElementSpec<A extends AttributeSpec> {
  /** Default tag (lowercase, with a hyphen); `defineAll({ prefix })` may prefix it. */
  tag: string;
  /** The screen; receives its attributes as typed props. Make it an `observer` to follow the session. */
  component: ComponentType<AttributeValues<A>>;
  /** camelCase prop → type; the attribute is its kebab-case name (`pageSize` → `page-size`). */
  attributes?: A;
  /** The `dc-…` events it emits (documentation and manifest). */
  events?: readonly ElementEventName[];
  /** Works without a session (`<console-login>`); every other element waits for a sign-in before it loads. */
  withoutSession?: boolean;
  /** The screen's own CSS (a `?inline` import), adopted after the kit's sheets into each of its roots. */
  styles?: string;
}

export interface DefinedElement<A extends AttributeSpec = AttributeSpec> {
  readonly tag: string;
  readonly spec: ElementSpec<A>;
  /** A fresh element class (one class can be registered under one name only). */
  createClass(): CustomElementConstructor;
  /** Registers the element under `name` (default its tag) unless that name is taken; answers the class. */
  define(name?: string): CustomElementConstructor;
}

/** r2wc 2.x keeps its props and its render method under these registered symbols. */
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
}

type R2wcElementClass = new () => R2wcElement;

interface RootProps {
  container?: HTMLElement | ShadowRoot;
  [prop: string]: unknown;
}

function hostOf(container: RootProps['container']): HTMLElement | null {
  if (!container) return null;
  return container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
}

interface ScreenProps {
  spec: ElementSpec<AttributeSpec>;
  raw: RootProps;
}

/** Parses the raw attribute strings inside the frame, so a bad attribute is shown by the error boundary. */
function ParsedScreen({ spec, raw }: ScreenProps) {
  const { t } = useTranslation();
  const values = parseAttributes(spec.attributes ?? {}, raw, (key, options) => t(key, options));
  return createElement(spec.component, values);
}

function ElementRoot({ spec, raw }: ScreenProps) {
  return createElement(
    ElementFrame,
    {
      tag: spec.tag,
      host: hostOf(raw.container),
      theme: typeof raw.theme === 'string' ? raw.theme : undefined,
      locale: typeof raw.locale === 'string' && raw.locale ? raw.locale : undefined,
      withoutSession: spec.withoutSession,
    },
    createElement(ParsedScreen, { spec, raw }),
  );
}

/** r2wc takes one component per element; it is made once per spec, never during a render. */
function createRootComponent<A extends AttributeSpec>(spec: ElementSpec<A>): ComponentType<RootProps> {
  const anySpec = spec as unknown as ElementSpec<AttributeSpec>;
  const Root = (raw: RootProps) => createElement(ElementRoot, { spec: anySpec, raw });
  Root.displayName = `Element(${spec.tag})`;
  return Root;
}

/**
 * THE element factory (docs/architecture.md#elements): a React screen becomes a custom element through r2wc with an
 * open shadow root, the shared Blueprint + kit stylesheets adopted, the frame's providers, typed
 * attributes and properties, and attribute removal honoured.
 */
export function defineElement<A extends AttributeSpec>(spec: ElementSpec<A>): DefinedElement<A> {
  const allAttributes: AttributeSpec = { ...FRAME_ATTRIBUTES, ...spec.attributes };
  const propNames = Object.keys(allAttributes);
  // r2wc carries raw strings; the frame parses them (r2wc's own parsers ignore empty and removed values).
  const r2wcProps = Object.fromEntries(propNames.map((name) => [name, 'string' as const]));
  const Root = createRootComponent(spec);

  function createClass(): CustomElementConstructor {
    const Base = r2wc(Root, { shadow: 'open', props: r2wcProps }) as unknown as R2wcElementClass;
    const byAttribute = new Map(propNames.map((prop) => [attributeNameOf(prop), prop]));

    class DispatchConsoleElement extends Base {
      constructor() {
        super();
        if (this.shadowRoot) {
          adoptElementStyles(this.shadowRoot);
          if (spec.styles) adoptScreenStyles(this.shadowRoot, spec.styles);
          discoverInShadowRoot(this.shadowRoot);
        }
        // r2wc skips empty values, but `<x readonly>` is a present boolean: record them as ''.
        for (const [attribute, prop] of byAttribute) {
          if (this.getAttribute(attribute) === '') this[R2WC_PROPS][prop] = '';
        }
      }

      override connectedCallback(): void {
        // A property set before the element was defined shadows the accessor: re-apply it through it.
        for (const prop of propNames) {
          if (Object.hasOwn(this, prop)) {
            const value = (this as unknown as Record<string, unknown>)[prop];
            delete (this as unknown as Record<string, unknown>)[prop];
            (this as unknown as Record<string, unknown>)[prop] = value;
          }
        }
        super.connectedCallback();
      }

      override attributeChangedCallback(
        name: string,
        oldValue: string | null,
        newValue: string | null,
      ): void {
        const prop = byAttribute.get(name);
        if (prop && (newValue === null || newValue === '')) {
          // r2wc ignores removed and empty values: removed reads as absent, empty as present-but-empty.
          if (newValue === null) delete this[R2WC_PROPS][prop];
          else this[R2WC_PROPS][prop] = '';
          this[R2WC_RENDER]();
          return;
        }
        super.attributeChangedCallback(name, oldValue, newValue);
      }
    }

    // Typed properties: `el.pageSize = 50`, `el.readonly = true`, `el.filters = {…}` write the attribute.
    for (const [prop, type] of Object.entries(allAttributes)) {
      const attribute = attributeNameOf(prop);
      Object.defineProperty(DispatchConsoleElement.prototype, prop, {
        configurable: true,
        enumerable: true,
        get(this: HTMLElement) {
          try {
            return parseAttribute(prop, type, this.getAttribute(attribute) ?? undefined);
          } catch {
            return undefined;
          }
        },
        set(this: HTMLElement, value: unknown) {
          const text = stringifyAttribute(type, value);
          if (text === null) this.removeAttribute(attribute);
          else this.setAttribute(attribute, text);
        },
      });
    }
    return DispatchConsoleElement;
  }

  return {
    tag: spec.tag,
    spec,
    createClass,
    define(name = spec.tag) {
      const existing = customElements.get(name);
      if (existing) return existing;
      const elementClass = createClass();
      customElements.define(name, elementClass);
      return elementClass;
    },
  };
}
