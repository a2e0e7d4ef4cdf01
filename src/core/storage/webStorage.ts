import { DEFAULT_CACHE_TIME_S } from '../config/constants';
import { type AesCipher, createAesCipher } from './aesCipher';

/** docs/behaviour.md#entities: a client storage entry. `time` is the creation time (ms); `expire` the lifetime in seconds. */
interface StorageEntry<T = unknown> {
  value: T;
  time: number;
  expire: number | null;
}

export interface WebStorageOptions {
  storage: Storage;
  prefixKey?: string;
  /** docs/behaviour.md#states: stored values are encrypted in production. */
  hasEncrypt?: boolean;
  key?: string;
  iv?: string;
  /** Default lifetime in seconds; `null` never expires (docs/behaviour.md#constants: 7 days). */
  timeout?: number | null;
  /** Clock in ms; tests pass their own. */
  now?: () => number;
}

export interface WebStorage {
  /** The full storage key of a name: prefix + name, upper-cased (docs/behaviour.md#entities). */
  getKey(name: string): string;
  /** Lifetime in seconds; omitted uses the default, `null` never expires. */
  set(name: string, value: unknown, expire?: number | null): void;
  /** The stored value, or `fallback` when missing, expired or unreadable. */
  get<T>(name: string, fallback?: T | null): T | null;
  remove(name: string): void;
  /** Removes only this wrapper's (prefixed) keys. */
  clear(): void;
}

export function createWebStorage(options: WebStorageOptions): WebStorage {
  const {
    storage,
    prefixKey = '',
    hasEncrypt = false,
    timeout = DEFAULT_CACHE_TIME_S,
    now = Date.now,
  } = options;
  // docs/behaviour.md#validation: constructing with a bad key or IV fails at once, not at the first write.
  const cipher: AesCipher | null = hasEncrypt
    ? createAesCipher({ key: options.key ?? '', iv: options.iv ?? '' })
    : null;
  const getKey = (name: string) => `${prefixKey}${name}`.toUpperCase();

  const isExpired = (entry: StorageEntry) =>
    entry.expire !== null && entry.time + entry.expire * 1000 <= now();

  /** A corrupted or tampered entry (bad ciphertext, bad JSON, wrong shape) reads as missing. */
  const readEntry = (raw: string): StorageEntry | null => {
    try {
      const json = cipher ? cipher.decrypt(raw) : raw;
      const parsed: unknown = JSON.parse(json);
      if (!parsed || typeof parsed !== 'object' || !('value' in parsed)) return null;
      const { time, expire } = parsed as Partial<StorageEntry>;
      if (typeof time !== 'number' || (expire !== null && typeof expire !== 'number')) return null;
      return parsed as StorageEntry;
    } catch {
      return null;
    }
  };

  return {
    getKey,
    set(name, value, expire = timeout) {
      const entry: StorageEntry = { value, time: now(), expire: expire ?? null };
      const json = JSON.stringify(entry);
      storage.setItem(getKey(name), cipher ? cipher.encrypt(json) : json);
    },
    get<T>(name: string, fallback: T | null = null): T | null {
      const raw = storage.getItem(getKey(name));
      if (raw === null) return fallback;
      const entry = readEntry(raw);
      if (!entry) return fallback;
      // docs/behaviour.md#states: an expired entry is removed on read and reads as missing.
      if (isExpired(entry)) {
        storage.removeItem(getKey(name));
        return fallback;
      }
      return entry.value as T;
    },
    remove(name) {
      storage.removeItem(getKey(name));
    },
    clear() {
      const ours: string[] = [];
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index);
        if (key?.startsWith(prefixKey.toUpperCase())) ours.push(key);
      }
      for (const key of ours) storage.removeItem(key);
    },
  };
}
