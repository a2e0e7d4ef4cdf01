import NProgress from 'nprogress';
import { PAGE_LOADING_HIDE_DELAY_MS, PROGRESS_BAR } from '../../core/config/constants';
import type { RootStore } from '../../core/session';

// docs/behaviour.md#constants: progress bar minimum 0.08, speed 200 ms, trickle 800 ms.
NProgress.configure({
  minimum: PROGRESS_BAR.minimum,
  speed: PROGRESS_BAR.speed,
  trickleSpeed: PROGRESS_BAR.trickleSpeed,
  showSpinner: false,
  // nprogress's default template says role="bar", which is no ARIA role; the bar is decoration.
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

let pending = 0;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * docs/behaviour.md#screens-and-routes guard rule 6: navigating to a route not yet loaded (an element whose code has not arrived, a
 * lazy page) turns the page-loading state on (the store adds the 50 ms delay) and runs the progress bar.
 * Answers the function that ends this load: the bar completes and the state hides 220 ms later.
 */
export function beginPageLoad(store: RootStore): () => void {
  const { transitionSetting } = store.app.projectConfig;
  pending += 1;
  if (hideTimer !== undefined) clearTimeout(hideTimer);
  hideTimer = undefined;
  if (transitionSetting.openNProgress) NProgress.start();
  if (transitionSetting.openPageLoading) store.app.setPageLoading(true);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending = Math.max(0, pending - 1);
    if (pending > 0) return;
    NProgress.done();
    hideTimer = setTimeout(() => {
      hideTimer = undefined;
      if (pending === 0) store.app.setPageLoading(false);
    }, PAGE_LOADING_HIDE_DELAY_MS);
  };
}
