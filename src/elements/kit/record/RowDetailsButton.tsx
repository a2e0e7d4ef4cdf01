import { Button } from '@blueprintjs/core';
import { EyeOpenIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useElementEvents } from '..';

/**
 * Opens a record's details and tells the host page which row (`dc-row-open`): what the Details button, a
 * double-click on the row and Enter on the focused row all do.
 */
export function useRowOpen<Row extends { id: string }>(
  resource: string,
  onOpen: (row: Row) => void,
): (row: Row) => void {
  const events = useElementEvents();
  return (row) => {
    onOpen(row);
    events.emit('dc-row-open', { resource, id: row.id });
  };
}

export interface RowDetailsButtonProps {
  /** The record's resource, named in the `dc-row-open` event a host page may listen for. */
  resource: string;
  id: string;
  onOpen: () => void;
}

/** A record row's "Details" button: opens the screen's drawer and tells the host page which row. */
export function RowDetailsButton({ resource, id, onOpen }: RowDetailsButtonProps) {
  const { t } = useTranslation();
  const open = useRowOpen(resource, onOpen);
  return (
    <Button
      variant="minimal"
      size="small"
      icon={<EyeOpenIcon />}
      text={t('calldata.common.details')}
      onClick={() => open({ id })}
    />
  );
}
