import { Spinner } from '@blueprintjs/core';
import { useState } from 'react';

/** spec §2: a route with a frame source and no component shows the embedded page. */
export function IframeView({ src, title }: { src: string; title: string }) {
  const [loading, setLoading] = useState(true);
  return (
    <div className="dc-iframe-page">
      {loading ? <Spinner className="dc-iframe-page__spinner" size={32} /> : null}
      <iframe className="dc-iframe-page__frame" src={src} title={title} onLoad={() => setLoading(false)} />
    </div>
  );
}
