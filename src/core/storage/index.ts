export {
  AES_KEY_IV_ERROR,
  AES_KEY_LENGTH,
  type AesCipher,
  type AesCipherOptions,
  createAesCipher,
} from './aesCipher';
export {
  type CacheWindow,
  createPersistentCache,
  LOCAL_CACHE_NAME,
  type PersistentCache,
  type PersistentCacheOptions,
  SESSION_CACHE_NAME,
} from './persistentCache';
export { buildStoragePrefix } from './storagePrefix';
export { createWebStorage, type StorageEntry, type WebStorage, type WebStorageOptions } from './webStorage';
