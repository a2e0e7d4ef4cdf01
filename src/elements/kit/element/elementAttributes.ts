import { i18n } from '../../../core/i18n';

type Translate = (key: string, options: Record<string, string>) => string;
const sharedTranslate: Translate = (key, options) => i18n.t(key, options);

/**
 * The types an attribute can carry (docs/architecture.md#elements: attributes are the public API; large data never
 * travels through them). Booleans follow HTML: present means true, absent or `"false"` means false.
 */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';
export type AttributeSpec = Record<string, AttributeType>;

type ValueOf<T extends AttributeType> = T extends 'string'
  ? string
  : T extends 'number'
    ? number
    : T extends 'boolean'
      ? boolean
      : unknown;

/** The props an element's component receives for its attributes (camelCase names). */
export type AttributeValues<A extends AttributeSpec> = { [K in keyof A]?: ValueOf<A[K]> };

/** `pageSize` → `page-size`, the way r2wc names attributes. */
export function attributeNameOf(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** An attribute that does not read as its declared type; its message names the attribute. */
class AttributeError extends Error {
  constructor(attribute: string, type: AttributeType, value: string, translate: Translate = sharedTranslate) {
    super(translate('kit.element.badAttribute', { attribute, type, value }));
    this.name = 'AttributeError';
  }
}

/** Reads one raw attribute value (undefined when absent) as its declared type. */
export function parseAttribute(
  prop: string,
  type: AttributeType,
  raw: string | undefined,
  translate: Translate = sharedTranslate,
): unknown {
  if (type === 'boolean') return raw !== undefined && raw !== null && raw.trim().toLowerCase() !== 'false';
  if (raw === undefined || raw === null) return undefined;
  if (type === 'string') return raw;
  if (raw.trim() === '') return undefined;
  if (type === 'number') {
    const value = Number(raw);
    if (Number.isNaN(value)) throw new AttributeError(attributeNameOf(prop), type, raw, translate);
    return value;
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new AttributeError(attributeNameOf(prop), type, raw, translate);
  }
}

/** The attribute text a property assignment writes; null removes the attribute. */
export function stringifyAttribute(type: AttributeType, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (type === 'boolean') return value === false ? null : '';
  if (type === 'json') return JSON.stringify(value);
  return String(value);
}

export function parseAttributes<A extends AttributeSpec>(
  spec: A,
  raw: Record<string, unknown>,
  translate: Translate = sharedTranslate,
): AttributeValues<A> {
  const values: Record<string, unknown> = {};
  for (const [prop, type] of Object.entries(spec)) {
    const value = raw[prop];
    values[prop] = parseAttribute(prop, type, typeof value === 'string' ? value : undefined, translate);
  }
  return values as AttributeValues<A>;
}
