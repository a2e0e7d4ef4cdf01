import { makeAutoObservable } from 'mobx';

/**
 * Whether the page is hidden (another tab, minimised), as an observable: live views keep their data
 * current but stop drawing while nobody can see them.
 */
export class PageVisibility {
  hidden: boolean;

  constructor(doc: Document | undefined = globalThis.document) {
    this.hidden = doc?.hidden ?? false;
    makeAutoObservable(this);
    doc?.addEventListener('visibilitychange', () => this.setHidden(doc.hidden));
  }

  setHidden(hidden: boolean): void {
    this.hidden = hidden;
  }
}

let page: PageVisibility | undefined;

/** The page's one visibility observer. */
export function pageVisibility(): PageVisibility {
  page ??= new PageVisibility();
  return page;
}
