import { Button } from '@blueprintjs/core';
import { EyeOpenIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useElementEvents } from '../../kit';

export interface RowDetailsButtonProps {
  /** The record's resource, named in the `dc-row-open` event a host page may listen for. */
  resource: string;
  id: string;
  onOpen: () => void;
}

/** A record row's "Details" button: opens the screen's drawer and tells the host page which row. */
export function RowDetailsButton({ resource, id, onOpen }: RowDetailsButtonProps) {
  const { t } = useTranslation();
  const events = useElementEvents();
  return (
    <Button
      variant="minimal"
      size="small"
      icon={<EyeOpenIcon />}
      text={t('calldata.common.details')}
      onClick={() => {
        onOpen();
        events.emit('dc-row-open', { resource, id });
      }}
    />
  );
}
