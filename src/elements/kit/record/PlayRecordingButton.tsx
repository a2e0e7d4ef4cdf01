import { Button, Tooltip } from '@blueprintjs/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export interface PlayRecordingButtonProps {
  /** The row's recording; without one the button is disabled and says why. */
  fileId: string | null | undefined;
  text: string;
  icon?: ReactElement;
  onClick: () => void;
}

/**
 * A row's play action: a row without a recording gets a disabled button whose tooltip and accessible
 * description tell why, rather than a button that silently does nothing.
 */
export function PlayRecordingButton({ fileId, text, icon, onClick }: PlayRecordingButtonProps) {
  const { t } = useTranslation();
  const playable = Boolean(fileId);
  const button = (
    <Button
      variant="minimal"
      size="small"
      icon={icon}
      text={text}
      disabled={!playable}
      aria-description={playable ? undefined : t('calldata.common.noRecording')}
      onClick={onClick}
    />
  );
  if (playable) return button;
  // The tooltip wraps the button: a disabled button receives no pointer events of its own.
  return (
    <Tooltip content={t('calldata.common.noRecording')} placement="top">
      {button}
    </Tooltip>
  );
}
