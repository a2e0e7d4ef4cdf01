import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Words } from '../../../contract/audit/operationWords';

/**
 * The operation log's words (src/contract/audit/operationWords.ts) over i18next, for the screens that show
 * operations: the operation log, an enterprise's log and the workbench. Renewed with the language.
 */
export function useOperationWords(): Words {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language renews the words; t reads it.
  return useMemo<Words>(
    () => ({ t: (key, params) => t(key, params ?? {}), has: (key) => i18n.exists(key) }),
    [t, i18n, language],
  );
}
