import { Card, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appVersionReleased, type ReleasedVersions } from '../../contract/apps';
import { DATE_TIME_FORMAT } from '../../core/config/constants';
import { LoadState, RefreshButton, useKitCore } from '../kit';
import { watched } from '../kit/resource/resourceClient';
import { DeviceTable } from './DeviceTable';
import { notesIn, platformText } from './versionText';

/**
 * The enterprise's view: how many devices and how many behind, the versions released to it, devices per
 * reported version, and the devices themselves.
 */
export const EnterpriseVersions = observer(function EnterpriseVersions() {
  const { t } = useTranslation();
  const { http, store } = useKitCore();
  const [data, setData] = useState<ReleasedVersions | null>(null);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(async () => {
    try {
      setData((await watched(http.call(appVersionReleased, {}))) as ReleasedVersions);
      setFailed(false);
    } catch {
      // The HTTP client showed why; the screen offers a retry.
      setFailed(true);
    }
    setGeneration((value) => value + 1);
  }, [http]);
  useEffect(() => {
    void reload();
  }, [reload]);

  return (
    <div className="dc-screen" part="screen">
      <div
        className="dc-toolbar"
        part="toolbar"
        role="toolbar"
        aria-label={t('apps.version.enterpriseTitle')}
      >
        <strong part="title">{t('apps.version.enterpriseTitle')}</strong>
        <span className="dc-toolbar-spacer" />
        <RefreshButton onClick={() => void reload()} />
      </div>
      <div className="dc-ver-body" part="grid">
        <LoadState
          data={data}
          failed={failed}
          onRetry={() => void reload()}
          failedTitle={t('apps.version.loadFailed')}
        >
          {(data) => (
            <>
              <div className="dc-ver-summary" data-testid="version-summary">
                <Card className="dc-ver-stat" data-stat="total">
                  <span className="dc-ver-stat-value">{data.totalDevices}</span>
                  {t('apps.version.totalDevices')}
                </Card>
                <Card className="dc-ver-stat" data-stat="outdated">
                  <span className="dc-ver-stat-value">{data.outdatedDevices}</span>
                  {t('apps.version.outdatedDevices')}
                </Card>
                <Card className="dc-ver-stat" data-stat="current">
                  <span className="dc-ver-stat-value">{data.totalDevices - data.outdatedDevices}</span>
                  {t('apps.version.upToDate')}
                </Card>
              </div>
              <h3 className="dc-ver-section">{t('apps.version.released')}</h3>
              {data.versions.length === 0 ? (
                <p>{t('apps.version.releasedEmpty')}</p>
              ) : (
                <HTMLTable compact striped className="dc-ver-table" data-testid="released-versions">
                  <thead>
                    <tr>
                      <th scope="col">{t('apps.version.fields.platform')}</th>
                      <th scope="col">{t('apps.version.fields.versionName')}</th>
                      <th scope="col">{t('apps.version.fields.versionCode')}</th>
                      <th scope="col">{t('apps.version.fields.forceUpdate')}</th>
                      <th scope="col">{t('apps.version.notes')}</th>
                      <th scope="col">{t('apps.version.fields.createdAt')}</th>
                      <th scope="col">{t('apps.version.fields.devices')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.versions.map((version) => (
                      <tr key={version.id}>
                        <td>{platformText(version.platform, t)}</td>
                        <td>{version.versionName}</td>
                        <td>{version.versionCode}</td>
                        <td>{version.forceUpdate ? t('apps.version.forced') : t('apps.version.optional')}</td>
                        <td>
                          <span className="dc-ver-notes">{notesIn(version, store.app.locale)}</span>
                        </td>
                        <td>{dayjs(version.createdAt).format(DATE_TIME_FORMAT)}</td>
                        <td>{version.devices}</td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              )}
              <h3 className="dc-ver-section">{t('apps.version.byVersion')}</h3>
              {data.byVersion.length === 0 ? (
                <p>{t('apps.version.devicesEmpty')}</p>
              ) : (
                <HTMLTable compact striped className="dc-ver-table" data-testid="devices-by-version">
                  <thead>
                    <tr>
                      <th scope="col">{t('apps.version.fields.platform')}</th>
                      <th scope="col">{t('apps.version.fields.versionName')}</th>
                      <th scope="col">{t('apps.version.fields.versionCode')}</th>
                      <th scope="col">{t('apps.version.fields.devices')}</th>
                      <th scope="col">{t('apps.version.fields.rollout')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.byVersion.map((count) => (
                      <tr
                        key={`${count.platform}-${count.versionCode}`}
                        data-version-code={count.versionCode}
                      >
                        <td>{platformText(count.platform, t)}</td>
                        <td>{count.versionName}</td>
                        <td>{count.versionCode}</td>
                        <td>{count.devices}</td>
                        <td>
                          {count.outdated ? (
                            <Tag minimal intent={Intent.WARNING}>
                              {t('apps.version.outdated')}
                            </Tag>
                          ) : (
                            <Tag minimal intent={Intent.SUCCESS}>
                              {t('apps.version.latest')}
                            </Tag>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              )}
              <h3 className="dc-ver-section">{t('apps.version.deviceList')}</h3>
              <DeviceTable refreshKey={generation} />
            </>
          )}
        </LoadState>
      </div>
    </div>
  );
});
