import { Alert, Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_DURATION_MS } from '../../core/config/constants';
import type { NoticeKind } from '../../core/http/types';
import { useConsole } from './ConsoleContext';

const INTENT: Record<NoticeKind, Intent> = {
  success: Intent.SUCCESS,
  error: Intent.DANGER,
  warning: Intent.WARNING,
  info: Intent.PRIMARY,
};

/** Renders the session's notices: messages as toasts top right for 3 s (spec §8), modals as alerts. */
export const NoticeHost = observer(function NoticeHost() {
  const { store } = useConsole();
  const { t } = useTranslation();
  const toaster = useRef<Toaster | null>(null);
  const shown = useRef(new Set<number>());

  // The console shows the session's notices here; elements then leave them alone.
  useEffect(() => store.notices.claimRenderer(), [store]);

  useEffect(() => {
    let cancelled = false;
    void OverlayToaster.create({ position: Position.TOP_RIGHT, maxToasts: 5 }).then((created) => {
      if (cancelled) created.clear();
      else toaster.current = created;
    });
    const dispose = reaction(
      () => store.notices.notices.filter((notice) => !notice.modal).map((notice) => notice.id),
      () => {
        for (const notice of store.notices.notices) {
          if (notice.modal || shown.current.has(notice.id)) continue;
          shown.current.add(notice.id);
          toaster.current?.show({
            message: notice.text,
            intent: INTENT[notice.kind],
            timeout: NOTIFICATION_DURATION_MS,
          });
        }
      },
    );
    return () => {
      cancelled = true;
      dispose();
    };
  }, [store]);

  const modal = store.notices.notices.find((notice) => notice.modal);
  return (
    <Alert
      isOpen={Boolean(modal)}
      intent={modal ? INTENT[modal.kind] : Intent.NONE}
      confirmButtonText={t('common.okText')}
      onClose={() => modal && store.notices.dismiss(modal.id)}
    >
      {modal?.title ? <h4 className="bp6-heading">{modal.title}</h4> : null}
      <p data-testid="notice-modal-text">{modal?.text}</p>
    </Alert>
  );
});
