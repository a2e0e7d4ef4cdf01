import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isElementAvailable, loadElement } from '../../elements';
import { useConsole } from '../app/ConsoleContext';
import { beginPageLoad } from '../app/pageLoading';
import { NotFoundPage } from './NotFoundPage';

const warned = new Set<string>();

/** docs/behaviour.md#screens-and-routes: a missing view logs a warning (once per tag) and shows the exception page. */
function warnMissing(tag: string): void {
  if (warned.has(tag)) return;
  warned.add(tag);
  console.warn(`[shell] no element is registered for <${tag}>: showing the exception page`);
}

/** Route params become attributes: `id` would clash with the DOM id, so it is `record-id`. */
function attributeNameOf(param: string): string {
  const kebab = param.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`).replace(/_/g, '-');
  return kebab === 'id' ? 'record-id' : kebab;
}

export interface ElementViewProps {
  tag: string;
  params: Record<string, string>;
}

/**
 * Renders a screen by its tag name (docs/architecture.md#layers: the shell knows elements only by tag and the
 * registry). The element's code loads on first use; until it arrives the page-loading state shows.
 */
export const ElementView = observer(function ElementView({ tag, params }: ElementViewProps) {
  const { store } = useConsole();
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const available = isElementAvailable(tag);
  const paramsKey = JSON.stringify(params);

  useEffect(() => {
    const container = host.current;
    if (!available || !container) return;
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(JSON.parse(paramsKey) as Record<string, string>))
      element.setAttribute(attributeNameOf(name), value);
    container.appendChild(element);
    let endLoad: (() => void) | undefined;
    if (!customElements.get(tag)) {
      endLoad = beginPageLoad(store);
      loadElement(tag).then(
        () => endLoad?.(),
        () => {
          endLoad?.();
          setFailed(true);
        },
      );
    }
    return () => {
      endLoad?.();
      element.remove();
    };
  }, [tag, paramsKey, available, store]);

  if (!available) {
    warnMissing(tag);
    return <NotFoundPage kind="500" detail={t('shell.exception.viewMissing', { tag })} />;
  }
  // The element exists but its code did not arrive (server down, connection lost): say so, not "missing".
  if (failed) return <NotFoundPage kind="500" detail={t('shell.exception.viewLoadFailed', { tag })} />;
  return <div ref={host} className="dc-element-host" data-element={tag} />;
});
