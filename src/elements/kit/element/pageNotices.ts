import type { Intent } from '@blueprintjs/core';
import { reaction } from 'mobx';
import type { NoticeKind } from '../../../core/http/types';
import type { Notice, NoticeStore } from '../../../core/session';

/** How an element shows one of the session's notices (its in-root toaster). */
export type NoticeShower = (text: string, intent: Intent, timeoutMs?: number) => void;

const INTENT: Record<NoticeKind, Intent> = {
  success: 'success',
  error: 'danger',
  warning: 'warning',
  info: 'primary',
};

interface Renderer {
  show: NoticeShower;
  /** The element: the first visible one in the page's order shows the notices. */
  host: Element | null;
}

/** On screen now (a hidden sign-in box is a poor place for a message); outside an element, always. */
function visible(renderer: Renderer): boolean {
  return !renderer.host || renderer.host.getClientRects().length > 0;
}

function documentOrder(a: Renderer, b: Renderer): number {
  if (!a.host || !b.host || a.host === b.host) return 0;
  return a.host.compareDocumentPosition(b.host) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

interface PageRenderers {
  renderers: Renderer[];
  shown: Set<number>;
  dispose: () => void;
}

/** Per session: the element frames able to show its notices, in the order they connected. */
const pages = new Map<NoticeStore, PageRenderers>();

function showNotice(notices: NoticeStore, notice: Notice, show: NoticeShower): void {
  if (!notice.modal) {
    show(notice.text, INTENT[notice.kind]);
    return;
  }
  // A dialog-worthy notice stays until closed; the queue moves on (no dialog outside the console).
  show(notice.title ? `${notice.title}: ${notice.text}` : notice.text, INTENT[notice.kind], 0);
  notices.dismiss(notice.id);
}

function showPending(notices: NoticeStore, page: PageRenderers): void {
  const shown = page.renderers.filter(visible).sort(documentOrder);
  const renderer = shown[0] ?? page.renderers[0];
  if (!renderer) return;
  for (const notice of notices.notices) {
    if (page.shown.has(notice.id)) continue;
    page.shown.add(notice.id);
    showNotice(notices, notice, renderer.show);
  }
}

/**
 * A partner page has elements but not the console's notice host, so the server's messages (a refused
 * delete, a session that timed out) would go unseen. Until the console claims the notices, the first
 * visible element in the page's order shows them in its own toaster (elements load in any order, so the
 * order of connection would not be stable). Answers the release (call on disconnect).
 */
export function offerNoticeRenderer(
  notices: NoticeStore,
  show: NoticeShower,
  host: Element | null = null,
): () => void {
  const renderer: Renderer = { show, host };
  let page = pages.get(notices);
  if (!page) {
    const created: PageRenderers = { renderers: [], shown: new Set(), dispose: () => {} };
    created.dispose = reaction(
      () => ({ claimed: notices.rendererClaimed, ids: notices.notices.map((notice) => notice.id).join(',') }),
      ({ claimed }) => {
        if (!claimed) showPending(notices, created);
        // What the console showed is not shown again should its claim end.
        else for (const notice of notices.notices) created.shown.add(notice.id);
      },
      { equals: (a, b) => a.claimed === b.claimed && a.ids === b.ids },
    );
    pages.set(notices, created);
    page = created;
  }
  page.renderers.push(renderer);
  const owner = page;
  return () => {
    owner.renderers = owner.renderers.filter((candidate) => candidate !== renderer);
    if (owner.renderers.length > 0) return;
    owner.dispose();
    pages.delete(notices);
  };
}
