import type { CacheKey } from '../session/ports';
import type { WebStorage } from './webStorage';

type CacheRecord = Partial<Record<CacheKey, unknown>>;

/** docs/behaviour.md#entities: lock info is excluded from the in-memory copy written back; the stored lock info is kept. */
const LOCK_INFO: CacheKey = 'LOCK_INFO';

export interface MirroredCache {
  /** The full storage key, as a `storage` event names it. */
  readonly storageKey: string;
  get<T>(key: CacheKey): T | null;
  set(key: CacheKey, value: unknown, immediate: boolean): void;
  remove(key: CacheKey, immediate: boolean): void;
  clear(immediate: boolean): void;
  /** Drops this tab's copy (another tab changed the stored one, docs/behaviour.md#states). */
  forget(): void;
  /** The write on page unload (docs/behaviour.md#states). */
  writeOnUnload(): void;
}

/**
 * One in-memory cache mirrored to one key of one web storage.
 *
 * On page unload (docs/behaviour.md#entities, docs/behaviour.md#states) only what this tab changed since memory and storage last agreed is
 * written over the stored copy: another tab may have signed in or out meanwhile, so its token and
 * user info persist, and a tab whose cache was cleared by a storage event does not wipe them. Lock
 * info is never written back from memory; the stored lock info is kept.
 */
export function createMirroredCache(storage: WebStorage, name: string): MirroredCache {
  let memory: CacheRecord = storage.get<CacheRecord>(name) ?? {};
  const changedHere = new Set<CacheKey>();
  let clearedHere = false;

  const synced = (record: CacheRecord) => {
    memory = record;
    changedHere.clear();
    clearedHere = false;
  };
  const changed = (key: CacheKey, immediate: boolean) => {
    changedHere.add(key);
    if (immediate) {
      storage.set(name, memory);
      synced(memory);
    }
  };

  return {
    storageKey: storage.getKey(name),
    get: <T>(key: CacheKey): T | null => (memory[key] === undefined ? null : (memory[key] as T)),
    set(key, value, immediate) {
      memory = { ...memory, [key]: value };
      changed(key, immediate);
    },
    remove(key, immediate) {
      memory = { ...memory };
      delete memory[key];
      changed(key, immediate);
    },
    clear(immediate) {
      if (immediate) {
        storage.remove(name);
        synced({});
      } else {
        memory = {};
        changedHere.clear();
        clearedHere = true;
      }
    },
    forget() {
      synced({});
    },
    writeOnUnload() {
      const stored = storage.get<CacheRecord>(name);
      // Nothing readable stored (first visit, expired, tampered): this tab's memory is the base.
      const written: CacheRecord = clearedHere ? {} : { ...(stored ?? memory) };
      for (const key of changedHere) {
        if (key in memory) written[key] = memory[key];
        else delete written[key];
      }
      delete written[LOCK_INFO];
      if (stored && LOCK_INFO in stored) written[LOCK_INFO] = stored[LOCK_INFO];
      storage.set(name, written);
      synced(written);
    },
  };
}
