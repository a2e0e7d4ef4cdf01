import { describe, expect, it, vi } from 'vitest';
import type { Clock } from '../../../src/core/session';
import { NoticeStore } from '../../../src/core/session';
import { offerNoticeRenderer } from '../../../src/elements/kit/element/pageNotices';

const clock: Clock = { now: () => 0, setTimeout: () => 0, clearTimeout: () => {} };

describe('session notices on a page without the console (partner portals)', () => {
  /** An element in the page; jsdom lays nothing out, so "on screen" is stubbed. */
  function host(onScreen: boolean): Element {
    const element = document.createElement('div');
    Object.defineProperty(element, 'getClientRects', { value: () => (onScreen ? [{}] : []) });
    document.body.append(element);
    return element;
  }

  it('the first visible element in page order shows each notice once; a hidden sign-in box is passed over', () => {
    const notices = new NoticeStore(clock);
    const [signIn, tree, members] = [host(false), host(true), host(true)];
    const hidden = vi.fn();
    const first = vi.fn();
    const second = vi.fn();
    // Elements load in any order: the members' code arrived before the tree's.
    const releases = [
      offerNoticeRenderer(notices, second, members),
      offerNoticeRenderer(notices, hidden, signIn),
      offerNoticeRenderer(notices, first, tree),
    ];
    notices.message('error', 'The member is in a call group');
    expect(first).toHaveBeenCalledExactlyOnceWith('The member is in a call group', 'danger');
    expect(hidden).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();

    // The showing element goes: the next one takes the following notices, none shown twice.
    releases[2]();
    notices.message('success', 'Saved');
    expect(second).toHaveBeenCalledExactlyOnceWith('Saved', 'success');
    expect(first).toHaveBeenCalledOnce();
    for (const release of releases) release();
    for (const element of [signIn, tree, members]) element.remove();
  });

  it('while the console claims the notices, elements show nothing; after the claim they do', () => {
    const notices = new NoticeStore(clock);
    const show = vi.fn();
    const release = offerNoticeRenderer(notices, show);
    const unclaim = notices.claimRenderer();
    notices.message('info', 'Shown by the console');
    expect(show).not.toHaveBeenCalled();
    unclaim();
    notices.message('info', 'Shown by the element');
    expect(show).toHaveBeenCalledExactlyOnceWith('Shown by the element', 'primary');
    release();
  });

  it('a dialog notice becomes a toast that stays (timeout 0) and leaves the queue', () => {
    const notices = new NoticeStore(clock);
    const show = vi.fn();
    const release = offerNoticeRenderer(notices, show);
    notices.modal('error', 'Session timed out', 'Please sign in again');
    expect(show).toHaveBeenCalledExactlyOnceWith('Session timed out: Please sign in again', 'danger', 0);
    expect(notices.notices).toEqual([]);
    release();
  });

  it('with every element gone nothing listens any more', () => {
    const notices = new NoticeStore(clock);
    const show = vi.fn();
    offerNoticeRenderer(notices, show)();
    notices.message('info', 'Nobody here');
    expect(show).not.toHaveBeenCalled();
  });
});
