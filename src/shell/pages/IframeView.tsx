import { Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useConsole } from '../app/ConsoleContext';

/** `{locale}` in a frame source becomes the console's locale, so an embedded page can follow it. */
function frameSourceFor(src: string, locale: string): string {
  return src.replaceAll('{locale}', encodeURIComponent(locale));
}

/** docs/behaviour.md#screens-and-routes: a route with a frame source and no component shows the embedded page. */
export const IframeView = observer(function IframeView({ src, title }: { src: string; title: string }) {
  const { store } = useConsole();
  const url = frameSourceFor(src, store.app.locale);
  const [loaded, setLoaded] = useState<string | null>(null);
  return (
    <div className="dc-iframe-page">
      {loaded !== url ? <Spinner className="dc-iframe-page__spinner" size={32} /> : null}
      <iframe
        className="dc-iframe-page__frame"
        src={url}
        title={title}
        onLoad={() => setLoaded(url)}
        data-testid="iframe-page"
      />
    </div>
  );
});
