export {
  createPersistentCache,
  type PersistentCache,
} from './persistentCache';
