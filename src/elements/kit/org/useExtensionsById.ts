import { useEffect, useState } from 'react';
import { type Extension, extensionResource } from '../../../contract/resources/extension';
import { useKitCore } from '../element/kitCore';
import { watched } from '../resource/resourceClient';

/** Calls in flight at once while resolving ids. */
const PARALLEL = 6;

/**
 * The extensions behind a list of ids (the extension column of a member page). The extension resource
 * has no `ids` filter, so each unknown id is one `/extension/get`, a few at a time.
 */
export function useExtensionsById(ids: readonly (string | null)[]): ReadonlyMap<string, Extension> {
  const { http } = useKitCore();
  const [known, setKnown] = useState<ReadonlyMap<string, Extension>>(new Map());
  const key = [...new Set(ids.filter((id): id is string => Boolean(id)))].sort().join(',');

  // `known` is read, not followed: an answer must not ask again for what it just brought.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => {
    const missing = (key ? key.split(',') : []).filter((id) => !known.has(id));
    if (missing.length === 0) return;
    let live = true;
    const queue = [...missing];
    const found: Extension[] = [];
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        try {
          found.push(
            (await watched(http.call(extensionResource.endpoints.get!, { id }))) as unknown as Extension,
          );
        } catch {
          // A deleted extension reads as its id.
        }
      }
    };
    void Promise.all(Array.from({ length: Math.min(PARALLEL, missing.length) }, worker)).then(() => {
      if (!live) return;
      setKnown((current) => new Map([...current, ...found.map((row) => [row.id, row] as const)]));
    });
    return () => {
      live = false;
    };
  }, [http, key]);

  return known;
}
