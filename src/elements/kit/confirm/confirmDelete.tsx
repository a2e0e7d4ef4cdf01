import { Alert, Intent } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from '../overlay/useFocusReturn';

interface PendingConfirm {
  names: readonly string[];
  resolve(confirmed: boolean): void;
}

export interface ConfirmDelete {
  /** Asks before deleting; resolves true on confirm. `names` are what will be deleted, shown to the reader. */
  confirmDelete(names: readonly string[]): Promise<boolean>;
  /** The alert; render it once in the screen (it portals into the element's shadow root). */
  alert: ReactNode;
}

const NAMES_SHOWN = 5;

/** Confirm-before-delete: a Blueprint Alert, intent danger, that names what will be deleted. */
export function useConfirmDelete(): ConfirmDelete {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const pendingRef = useRef<PendingConfirm | null>(null);

  const confirmDelete = useCallback(
    (names: readonly string[]) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false);
        const next = { names, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );
  const close = (confirmed: boolean) => {
    pendingRef.current?.resolve(confirmed);
    pendingRef.current = null;
    setPending(null);
  };

  const names = pending?.names ?? [];
  const shown = names.slice(0, NAMES_SHOWN).join('、');
  const more = names.length - NAMES_SHOWN;
  const focusReturn = useFocusReturn(pending !== null);
  // The question names the dialog and the warning describes it (Blueprint's Alert has no title of its own).
  const questionId = useId();
  const warningId = useId();
  const alert = (
    <Alert
      {...focusReturn}
      aria-labelledby={questionId}
      aria-describedby={warningId}
      isOpen={pending !== null}
      intent={Intent.DANGER}
      icon={<TrashIcon size={40} />}
      confirmButtonText={t('common.delText')}
      cancelButtonText={t('common.cancelText')}
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
      canEscapeKeyCancel
    >
      <p id={questionId}>
        {names.length === 1
          ? t('kit.delete.confirmOne', { name: shown })
          : t('kit.delete.confirmMany', { count: names.length, names: shown })}
        {more > 0 ? ` ${t('kit.delete.andMore', { count: more })}` : ''}
      </p>
      <p id={warningId}>{t('kit.delete.cannotUndo')}</p>
    </Alert>
  );
  return { confirmDelete, alert };
}
