import { describe, expect, it, vi } from 'vitest';
import type { Clock } from '../../../src/core/session';
import { NoticeStore } from '../../../src/core/session';
import { offerNoticeRenderer } from '../../../src/elements/kit/element/pageNotices';

const clock: Clock = { now: () => 0, setTimeout: () => 0, clearTimeout: () => {} };

describe('session notices on a page without the console (partner portals)', () => {
  it('the first visible element shows each notice once; a hidden sign-in box is passed over', () => {
    const notices = new NoticeStore(clock);
    const hidden = vi.fn();
    const visible = vi.fn();
    const later = vi.fn();
    const releases = [
      offerNoticeRenderer(notices, hidden, () => false),
      offerNoticeRenderer(notices, visible, () => true),
      offerNoticeRenderer(notices, later, () => true),
    ];
    notices.message('error', 'The member is in a call group');
    expect(visible).toHaveBeenCalledExactlyOnceWith('The member is in a call group', 'danger');
    expect(hidden).not.toHaveBeenCalled();
    expect(later).not.toHaveBeenCalled();

    // The showing element goes: the next one takes the following notices, none shown twice.
    releases[1]();
    notices.message('success', 'Saved');
    expect(later).toHaveBeenCalledExactlyOnceWith('Saved', 'success');
    expect(visible).toHaveBeenCalledOnce();
    for (const release of releases) release();
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
