import { Button } from '@blueprintjs/core';
import { SmallCross } from '@blueprintjs/icons';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A drawer's or dialog's title with a close button in the reader's language: Blueprint labels its own
 * "Close" in every language, so the overlay hides it (`isCloseButtonShown={false}`) and shows this one.
 */
export function OverlayTitle({
  text,
  onClose,
}: {
  text: ReactNode;
  onClose: (event: MouseEvent<HTMLElement>) => void;
}) {
  const { t } = useTranslation();
  return (
    <span className="dc-overlay-title">
      <span>{text}</span>
      <Button
        variant="minimal"
        icon={<SmallCross />}
        aria-label={t('kit.assistive.close')}
        title={t('kit.assistive.close')}
        onClick={onClose}
      />
    </span>
  );
}
