import { Button } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EndpointDef } from '../../../contract/endpoint';
import { useKitCore } from '..';
import { watched } from '../resource/resourceClient';
import { signFileUrl } from './signFile';

export interface SignedDownloadButtonProps {
  /** The resource's `mediaUrl` endpoint (`{fileId, download}`). */
  endpoint: EndpointDef;
  fileId: string;
  /** The name the browser saves the file under (the server sends the same one as an attachment). */
  fileName?: string;
  small?: boolean;
}

/** Opens a signed download URL: an anchor click, so the browser saves the attachment and stays on the page. */
export function openDownloadUrl(url: string, fileName?: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName ?? '';
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * A file's download button. The URL is signed with the download flag when clicked, not when the button is
 * drawn: signed URLs live 10 minutes, and a drawer or a page can stay open far longer than that.
 */
export function SignedDownloadButton({ endpoint, fileId, fileName, small }: SignedDownloadButtonProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      openDownloadUrl(
        await signFileUrl((e, p) => watched(http.call(e, p as never)), endpoint, fileId, true),
        fileName,
      );
    } catch {
      // The HTTP client has already shown why the URL was refused.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="minimal"
      size={small ? 'small' : undefined}
      icon={<DownloadIcon />}
      loading={busy}
      text={t('calldata.common.download')}
      onClick={download}
    />
  );
}
