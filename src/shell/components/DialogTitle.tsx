import { Button } from '@blueprintjs/core';
import { SmallCross } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';

/**
 * A dialog or drawer title with a translated close button: Blueprint's own close button is labelled
 * "Close" in every language, so the shell hides it (`isCloseButtonShown={false}`) and uses this one.
 */
export function DialogTitle({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <span className="dc-dialog-title">
      <span className="dc-dialog-title__text">{text}</span>
      <Button
        variant="minimal"
        icon={<SmallCross />}
        aria-label={t('common.closeText')}
        title={t('common.closeText')}
        onClick={onClose}
        className="dc-dialog-title__close"
      />
    </span>
  );
}
