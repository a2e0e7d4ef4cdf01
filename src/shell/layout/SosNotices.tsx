import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ResolvedRoute } from '../../core/routes';
import { isElementAvailable, loadElement } from '../../elements';
import { useShell } from '../app/ConsoleContext';

const NOTIFIER_TAG = 'sos-notifier';
const ALARM_LIST_TAG = 'sos-list';

function pathOfElement(routes: readonly ResolvedRoute[], tag: string): string | undefined {
  for (const route of routes) {
    if (route.view.kind === 'element' && route.view.tag === tag) return route.fullPath;
    const inChildren = pathOfElement(route.children, tag);
    if (inChildren) return inChildren;
  }
  return undefined;
}

/**
 * A new SOS alarm shows on whatever screen is open. The shell places the page-wide
 * `<sos-notifier>` element once (by tag, docs/architecture.md#layers) and opens the alarm list when a notice's "View"
 * is chosen.
 */
export const SosNotices = observer(function SosNotices() {
  const shell = useShell();
  const navigate = useNavigate();
  const host = useRef<HTMLDivElement>(null);
  const alarmListPath = pathOfElement(shell.registry.routes, ALARM_LIST_TAG);

  useEffect(() => {
    const container = host.current;
    if (!container || !isElementAvailable(NOTIFIER_TAG)) return;
    const notifier = document.createElement(NOTIFIER_TAG);
    container.appendChild(notifier);
    void loadElement(NOTIFIER_TAG).catch(() => undefined);
    return () => notifier.remove();
  }, []);

  useEffect(() => {
    const container = host.current;
    if (!container || !alarmListPath) return;
    const open = () => navigate(alarmListPath);
    container.addEventListener('dc-sos-open', open);
    return () => container.removeEventListener('dc-sos-open', open);
  }, [alarmListPath, navigate]);

  return <div ref={host} className="dc-sos-notices" data-testid="sos-notices" />;
});
