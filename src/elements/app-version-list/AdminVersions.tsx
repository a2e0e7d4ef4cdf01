import { Button, HTMLSelect, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { AddIcon, DownloadIcon, EditIcon, InfoSignIcon, TrashIcon, UploadIcon } from '@blueprintjs/icons';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_PLATFORMS, type AppVersion, appVersionDelete, appVersionDownloadUrl } from '../../contract/apps';
import { DATE_TIME_FORMAT } from '../../core/config/constants';
import { apiUrl } from '../../core/config/runtimeConfig';
import {
  LoadState,
  PermissionGuard,
  RefreshButton,
  useConfirmDelete,
  useElementEvents,
  useElementToaster,
  useKitCore,
} from '../kit';
import { watched } from '../kit/resource/resourceClient';
import { useVersions } from './useVersions';
import { VersionDetail } from './VersionDetail';
import { VersionDrawer, type VersionForm } from './VersionDrawer';
import { platformText, rolloutText, sizeText } from './versionText';

/** ADMIN: every version, uploaded or entered, with its rollout; upload, edit, download, delete. */
export const AdminVersions = observer(function AdminVersions() {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const events = useElementEvents();
  const [platform, setPlatform] = useState('');
  const { versions, failed, reload, enterprises } = useVersions(platform);
  const [form, setForm] = useState<VersionForm | null>(null);
  const [detail, setDetail] = useState<AppVersion | null>(null);
  const { confirmDelete, alert } = useConfirmDelete();

  const download = async (version: AppVersion) => {
    try {
      const signed = (await watched(http.call(appVersionDownloadUrl, { id: version.id }))) as { url: string };
      // A plain navigation: the browser saves the APK under the name the server gives it.
      window.location.assign(apiUrl(signed.url));
    } catch {
      // The HTTP client showed why.
    }
  };
  const remove = async (version: AppVersion) => {
    const name = `${version.packageName} ${version.versionName} (${version.versionCode})`;
    if (!(await confirmDelete([name]))) return;
    try {
      await watched(http.call(appVersionDelete, { ids: [version.id] }));
      toaster.show(t('apps.version.deleted', { name }), Intent.SUCCESS);
      events.emit('dc-deleted', { resource: 'appversion', ids: [version.id] });
    } catch {
      // The HTTP client showed why.
    } finally {
      void reload();
    }
  };

  return (
    <div className="dc-screen" part="screen">
      <div className="dc-toolbar" part="toolbar" role="toolbar" aria-label={t('apps.version.title')}>
        <strong part="title">{t('apps.version.title')}</strong>
        <HTMLSelect
          iconProps={{ title: t('kit.assistive.openDropdown') }}
          aria-label={t('apps.version.fields.platform')}
          value={platform}
          onChange={(event) => setPlatform(event.currentTarget.value)}
          options={[
            { value: '', label: t('apps.version.allPlatforms') },
            ...APP_PLATFORMS.map((value) => ({ value, label: platformText(value, t) })),
          ]}
        />
        <span className="dc-toolbar-spacer" />
        <PermissionGuard permission="appversion:add">
          <Button
            intent={Intent.PRIMARY}
            icon={<UploadIcon />}
            text={t('apps.version.uploadApk')}
            onClick={() => setForm({ kind: 'apk' })}
          />
          <Button
            icon={<AddIcon />}
            text={t('apps.version.addIos')}
            onClick={() => setForm({ kind: 'ios' })}
          />
        </PermissionGuard>
        <RefreshButton onClick={() => void reload()} />
      </div>
      <div className="dc-ver-body" part="grid">
        <LoadState
          data={versions}
          failed={failed}
          onRetry={() => void reload()}
          failedTitle={t('apps.version.loadFailed')}
          isEmpty={(versions) => versions.length === 0}
          emptyTitle={t('apps.version.empty')}
        >
          {(versions) => (
            <HTMLTable compact striped className="dc-ver-table" data-testid="app-versions">
              <thead>
                <tr>
                  <th scope="col">{t('apps.version.fields.platform')}</th>
                  <th scope="col">{t('apps.version.fields.packageName')}</th>
                  <th scope="col">{t('apps.version.fields.versionName')}</th>
                  <th scope="col">{t('apps.version.fields.versionCode')}</th>
                  <th scope="col">{t('apps.version.fields.minSdk')}</th>
                  <th scope="col">{t('apps.version.fields.bytes')}</th>
                  <th scope="col">{t('apps.version.fields.forceUpdate')}</th>
                  <th scope="col">{t('apps.version.fields.rollout')}</th>
                  <th scope="col">{t('apps.version.fields.devices')}</th>
                  <th scope="col">{t('apps.version.fields.createdAt')}</th>
                  <th scope="col">{t('operations.databaseBackup.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {versions.map((version) => (
                  <tr key={version.id} data-version-id={version.id}>
                    <td>{platformText(version.platform, t)}</td>
                    <td>{version.packageName}</td>
                    <td>{version.versionName}</td>
                    <td>{version.versionCode}</td>
                    <td>{version.minSdk ?? '—'}</td>
                    <td>{sizeText(version.bytes, t)}</td>
                    <td>
                      {version.forceUpdate ? (
                        <Tag minimal intent={Intent.WARNING}>
                          {t('apps.version.forced')}
                        </Tag>
                      ) : (
                        t('apps.version.optional')
                      )}
                    </td>
                    <td title={version.enterpriseNames.join('、')}>{rolloutText(version, t)}</td>
                    <td>{version.devices}</td>
                    <td>
                      {dayjs(version.createdAt).format(DATE_TIME_FORMAT)} · {version.createdBy}
                    </td>
                    <td className="dc-ver-actions">
                      <Button
                        variant="minimal"
                        size="small"
                        icon={<InfoSignIcon />}
                        text={t('apps.version.details')}
                        onClick={() => setDetail(version)}
                      />
                      {version.fileName && (
                        <Button
                          variant="minimal"
                          size="small"
                          icon={<DownloadIcon />}
                          text={t('apps.version.download')}
                          onClick={() => void download(version)}
                        />
                      )}
                      <PermissionGuard permission="appversion:edit">
                        <Button
                          variant="minimal"
                          size="small"
                          icon={<EditIcon />}
                          text={t('apps.version.releaseSettings')}
                          onClick={() => setForm({ kind: 'edit', version })}
                        />
                      </PermissionGuard>
                      <PermissionGuard permission="appversion:delete">
                        <Button
                          variant="minimal"
                          size="small"
                          intent={Intent.DANGER}
                          icon={<TrashIcon />}
                          text={t('common.delText')}
                          onClick={() => void remove(version)}
                        />
                      </PermissionGuard>
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </LoadState>
      </div>
      <VersionDrawer
        form={form}
        enterprises={enterprises}
        onClose={() => setForm(null)}
        onSaved={(version, created) => {
          setForm(null);
          events.emit('dc-saved', { resource: 'appversion', id: version.id, created });
          void reload();
        }}
      />
      <VersionDetail version={detail} onClose={() => setDetail(null)} />
      {alert}
    </div>
  );
});
