import { AnchorButton, Spinner } from '@blueprintjs/core';
import { ShareIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FeedbackAttachment, feedbackAttachmentUrl } from '../../contract/apps';
import { useSignedMediaUrl } from '../kit/media/useSignedMediaUrl';

/** Most of a log shown inline; the whole file opens in a new window. */
const LOG_PREVIEW_CHARS = 20_000;

/** One attachment: a picture inline, a text log in a `<pre>`, both by a signed URL. */
export function AttachmentPreview({ attachment }: { attachment: FeedbackAttachment }) {
  const { t } = useTranslation();
  const signed = useSignedMediaUrl(feedbackAttachmentUrl, attachment.id);
  const { url } = signed;
  const [log, setLog] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  // The first URL is enough for the text: a renewed URL does not fetch the log again.
  const textUrl = attachment.kind === 'log' ? url : null;
  const [logUrl, setLogUrl] = useState<string | null>(null);
  useEffect(() => {
    if (textUrl && !logUrl) setLogUrl(textUrl);
  }, [textUrl, logUrl]);
  useEffect(() => {
    if (!logUrl) return;
    let current = true;
    fetch(logUrl)
      .then((response) =>
        response.ok ? response.text() : Promise.reject(new Error(String(response.status))),
      )
      .then((text) => current && setLog(text.slice(0, LOG_PREVIEW_CHARS)))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [logUrl]);

  return (
    <figure className="dc-fb-attachment" data-attachment={attachment.fileName}>
      <figcaption>
        {attachment.fileName}{' '}
        {url && (
          <AnchorButton
            variant="minimal"
            size="small"
            icon={<ShareIcon />}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('apps.feedback.openAttachment', { file: attachment.fileName })}
          />
        )}
      </figcaption>
      {signed.error || failed ? (
        <p>{t('apps.feedback.attachmentFailed')}</p>
      ) : !url ? (
        <Spinner size={16} aria-label={t('apps.feedback.attachmentLoading')} />
      ) : attachment.kind === 'image' ? (
        <img src={url} alt={attachment.fileName} onError={() => setFailed(true)} />
      ) : log === null ? (
        <Spinner size={16} aria-label={t('apps.feedback.attachmentLoading')} />
      ) : (
        // A focusable, named region: a long log scrolls with the keyboard.
        <section className="dc-fb-log" aria-label={attachment.fileName}>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable content must be reachable by keyboard */}
          <pre tabIndex={0}>{log}</pre>
        </section>
      )}
    </figure>
  );
}
