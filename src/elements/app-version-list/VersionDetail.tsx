import { HTMLTable } from '@blueprintjs/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AppVersion } from '../../contract/apps';
import { DATE_TIME_FORMAT } from '../../core/config/constants';
import { Drawer } from '../kit/overlay/LabelledOverlays';
import { useFocusReturn } from '../kit/overlay/useFocusReturn';
import { platformText, rolloutText, sizeText } from './versionText';

export interface VersionDetailProps {
  version: AppVersion | null;
  onClose(): void;
}

/** Everything about one version: what the file said, its digest, notes in both languages, its rollout. */
export function VersionDetail({ version, onClose }: VersionDetailProps) {
  const { t } = useTranslation();
  const focusReturn = useFocusReturn(version !== null);
  const rows: [string, string][] = version
    ? [
        [t('apps.version.fields.platform'), platformText(version.platform, t)],
        [t('apps.version.fields.packageName'), version.packageName],
        [t('apps.version.fields.versionName'), version.versionName],
        [t('apps.version.fields.versionCode'), String(version.versionCode)],
        [t('apps.version.fields.minSdk'), version.minSdk === null ? '—' : String(version.minSdk)],
        [t('apps.version.fields.fileName'), version.fileName ?? t('apps.version.noFile')],
        [t('apps.version.fields.bytes'), sizeText(version.bytes, t)],
        [t('apps.version.fields.sha256'), version.sha256 || '—'],
        [
          t('apps.version.fields.forceUpdate'),
          version.forceUpdate ? t('apps.version.forced') : t('apps.version.optional'),
        ],
        [t('apps.version.fields.rollout'), rolloutText(version, t)],
        [t('apps.version.fields.enterpriseIds'), version.enterpriseNames.join('、') || '—'],
        [t('apps.version.fields.devices'), String(version.devices)],
        [t('apps.version.fields.createdAt'), dayjs(version.createdAt).format(DATE_TIME_FORMAT)],
        [t('apps.version.fields.createdBy'), version.createdBy],
        [t('apps.version.fields.notesZh'), version.notesZh || '—'],
        [t('apps.version.fields.notesEn'), version.notesEn || '—'],
      ]
    : [];
  return (
    <Drawer
      {...focusReturn}
      isOpen={version !== null}
      onClose={onClose}
      title={version ? `${version.versionName} (${version.versionCode})` : ''}
      size="520px"
    >
      <div className="dc-drawer-body" part="detail" data-testid="version-detail">
        <HTMLTable compact className="dc-detail-table">
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>
                  <span className="dc-ver-notes">{value}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </Drawer>
  );
}
