import { Alert, Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import '../styles/blueprintStyles';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_DURATION_MS } from '../../core/config/constants';
import type { NoticeKind } from '../../core/http/types';
import { translatedToastClose } from '../components/translatedToastClose';
import { useConsole } from './ConsoleContext';

const INTENT: Record<NoticeKind, Intent> = {
  success: Intent.SUCCESS,
  error: Intent.DANGER,
  warning: Intent.WARNING,
  info: Intent.PRIMARY,
};

/**
 * Renders the session's notices: messages as toasts bottom right for 3 s (docs/behaviour.md#errors), modals as alerts. Mounted by
 * `NoticeGate`, which also holds the console's claim on the notices.
 */
export const NoticeHost = observer(function NoticeHost() {
  const { store } = useConsole();
  const { t } = useTranslation();
  const toaster = useRef<Toaster | null>(null);
  const shown = useRef(new Set<number>());
  // Read when a toast is shown, so a language switch neither recreates the toaster nor leaves the old word.
  const closeText = useRef('');
  closeText.current = t('common.closeText');

  useEffect(() => {
    let cancelled = false;
    // Shows every toast notice not shown yet: the host may mount after its first notice was queued
    // (it loads on demand), and the toaster itself is created asynchronously.
    const showPending = () => {
      const current = toaster.current;
      if (!current) return;
      for (const notice of store.notices.notices) {
        if (notice.modal || shown.current.has(notice.id)) continue;
        shown.current.add(notice.id);
        current.show({
          message: notice.text,
          intent: INTENT[notice.kind],
          timeout: NOTIFICATION_DURATION_MS,
          ...translatedToastClose(closeText.current),
        });
      }
    };
    // Bottom right, clear of the toolbars' buttons; the container lets clicks through around its toasts.
    void OverlayToaster.create({
      position: Position.BOTTOM_RIGHT,
      maxToasts: 5,
      className: 'dc-toaster',
    }).then((created) => {
      if (cancelled) {
        created.clear();
        return;
      }
      toaster.current = created;
      showPending();
    });
    const dispose = reaction(
      () => store.notices.notices.filter((notice) => !notice.modal).map((notice) => notice.id),
      showPending,
      { fireImmediately: true },
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
