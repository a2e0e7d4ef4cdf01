import { NonIdealState } from '@blueprintjs/core';
import { FolderOpen } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';

/** A parent-layout route with no page to open: says so instead of showing an error. */
export function EmptySectionPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="dc-empty-section" data-testid="empty-section">
      <NonIdealState icon={<FolderOpen size={48} />} title={title} description={t('shell.section.empty')} />
    </div>
  );
}
