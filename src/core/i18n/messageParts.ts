import type { i18n as I18n } from 'i18next';

/** A locale's messages, the shape of `locales/<code>.json` (or one part of it). */
export type LocaleResources = Record<string, unknown>;
export type LocaleLoader = () => Promise<LocaleResources>;

/** One locale's part loaders: `boot`, `rest` and one per namespace outside boot (localeParts.ts). */
export type PartLoaders = Readonly<Record<string, LocaleLoader>>;

const BOOT = 'boot';
const REST = 'rest';

/**
 * Which parts of which locale are in memory, and which are wanted: every message (the signed-in frame), or
 * the namespaces of the elements on the page. A locale switched to later loads what is wanted of it.
 * Each part is fetched once, even when asked for twice at the same time.
 */
export function createMessageParts(i18n: I18n, partLoaders: Readonly<Record<string, PartLoaders>>) {
  const wholeLoaders = new Map<string, LocaleLoader>();
  const loaded = new Map<string, Set<string>>();
  const inFlight = new Map<string, Promise<void>>();
  const wantedNamespaces = new Set<string>();
  let allWanted = false;

  const partsOf = (code: string) => {
    const parts = loaded.get(code) ?? new Set<string>();
    loaded.set(code, parts);
    return parts;
  };
  const isComplete = (code: string) => partsOf(code).has(REST) && partsOf(code).has(BOOT);
  const has = (code: string, part: string) =>
    partsOf(code).has(part) || (part !== BOOT && partsOf(code).has(REST));

  function loadPart(code: string, part: string): Promise<void> {
    if (has(code, part)) return Promise.resolve();
    const key = `${code}/${part}`;
    const pending = inFlight.get(key);
    if (pending) return pending;
    const whole = wholeLoaders.get(code);
    const loader = whole ?? partLoaders[code]?.[part];
    if (!loader)
      return Promise.reject(new Error(`No messages for locale "${code}": register a loader first`));
    const promise = loader()
      .then((messages) => {
        i18n.addResourceBundle(code, 'translation', messages, true, true);
        if (whole) for (const name of [BOOT, REST]) partsOf(code).add(name);
        else partsOf(code).add(part);
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  async function load(code: string, parts: readonly string[]): Promise<void> {
    // The boot part first: a locale nobody can load fails here, before anything else is asked for.
    await loadPart(code, BOOT);
    await Promise.all(parts.map((part) => loadPart(code, part)));
  }

  /** The parts the page wants of a locale: all, or the wanted namespaces this locale has. */
  function wantedParts(code: string): string[] {
    if (allWanted) return [REST];
    const known = partLoaders[code];
    return [...wantedNamespaces].filter((name) => !known || known[name]);
  }

  return {
    /** A locale that is not built in, loaded whole (`registerLocaleLoader`). */
    register(code: string, loader: LocaleLoader): void {
      wholeLoaders.set(code, loader);
    },
    /** The bundled default's boot part is in memory from the start. */
    markLoaded(code: string, part: string): void {
      partsOf(code).add(part);
    },
    isLoaded: (code: string) => partsOf(code).has(BOOT),
    isComplete,
    hasNamespaces: (code: string, names: readonly string[]) =>
      has(code, BOOT) && names.every((name) => has(code, name)),
    /** A locale's boot part and what is wanted of it, without switching to it. */
    loadLocale: (code: string) => load(code, wantedParts(code)),
    /** Every message of the current locale and of each locale switched to from now on. */
    async wantAll(code: string): Promise<void> {
      allWanted = true;
      await load(code, [REST]);
    },
    /** Namespaces an element shows, for the current locale and each one switched to. */
    async wantNamespaces(code: string, names: readonly string[]): Promise<void> {
      for (const name of names) wantedNamespaces.add(name);
      await load(code, names);
    },
    /** Namespaces of one locale (an element pinned to its own), without switching to it. */
    loadNamespacesOf: (code: string, names: readonly string[]) => load(code, names),
    /**
     * A key of a namespace not in memory yet (a dialog whose messages an element did not name): its
     * namespace loads, and i18next's `added` event redraws what showed the key meanwhile.
     */
    missing(code: string, key: string): void {
      const name = key.split('.')[0] ?? '';
      if (!partsOf(code).has(BOOT) || has(code, name) || !partLoaders[code]?.[name]) return;
      void loadPart(code, name).catch(() => undefined);
    },
  };
}
