import { Button, Card, Spinner } from '@blueprintjs/core';
import { EditIcon, PeopleIcon, TrashIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { type Icon, iconMediaUrl } from '../../contract/resources/icon';
import { formatBytes } from '../kit/media/mediaFormat';
import { useSignedMediaUrl } from '../kit/media/useSignedMediaUrl';

export interface IconCardProps {
  icon: Icon;
  canEdit: boolean;
  canDelete: boolean;
  canAssign: boolean;
  onAssign(): void;
  onRename(): void;
  onDelete(): void;
}

const TYPE_NAMES: Record<Icon['mimeType'], string> = {
  'image/png': 'PNG',
  'image/svg+xml': 'SVG',
  'image/jpeg': 'JPEG',
};

/** One icon of the preview grid: the image (through a signed URL), its name, type and size, its actions. */
export function IconCard({
  icon,
  canEdit,
  canDelete,
  canAssign,
  onAssign,
  onRename,
  onDelete,
}: IconCardProps) {
  const { t } = useTranslation();
  const media = useSignedMediaUrl(iconMediaUrl, icon.id);
  return (
    <Card className="dc-icon-card" compact data-icon-id={icon.id}>
      <div className="dc-icon-preview">
        {media.url ? (
          <img src={media.url} alt={icon.name} onError={media.renew} />
        ) : media.error ? (
          <span role="img" aria-label={media.error}>
            ?
          </span>
        ) : (
          <Spinner size={20} aria-label={t('common.loadingText')} />
        )}
      </div>
      <div className="dc-icon-name" title={icon.name}>
        {icon.name}
      </div>
      <div className="dc-icon-meta">
        {TYPE_NAMES[icon.mimeType]} · {formatBytes(icon.size)}
      </div>
      <div className="dc-icon-actions">
        {canAssign ? (
          <Button
            size="small"
            variant="minimal"
            icon={<PeopleIcon />}
            aria-label={t('elements.icon-list.assignName', { name: icon.name })}
            title={t('elements.icon-list.assign')}
            onClick={onAssign}
          />
        ) : null}
        {canEdit ? (
          <Button
            size="small"
            variant="minimal"
            icon={<EditIcon />}
            aria-label={t('elements.icon-list.renameName', { name: icon.name })}
            title={t('elements.icon-list.rename')}
            onClick={onRename}
          />
        ) : null}
        {canDelete ? (
          <Button
            size="small"
            variant="minimal"
            intent="danger"
            icon={<TrashIcon />}
            aria-label={t('elements.icon-list.deleteName', { name: icon.name })}
            title={t('kit.screen.delete')}
            onClick={onDelete}
          />
        ) : null}
      </div>
    </Card>
  );
}
