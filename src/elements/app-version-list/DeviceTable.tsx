import { Button, Checkbox, HTMLSelect, HTMLTable, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_PLATFORMS, type AppDeviceRow, type AppPlatform, appVersionDevices } from '../../contract/apps';
import { DATE_TIME_FORMAT } from '../../core/config/constants';
import { useKitCore } from '../kit';
import { GridPager } from '../kit/grid/GridPager';
import { watched } from '../kit/resource/resourceClient';
import { platformText } from './versionText';

const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The enterprise's devices with the version each last reported: filter by platform, text, outdated; paged. */
export function DeviceTable({ refreshKey }: { refreshKey: number }) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const [filter, setFilter] = useState({ platform: '', keyword: '', outdatedOnly: false });
  const [applied, setApplied] = useState(filter);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [page, setPage] = useState<{ records: AppDeviceRow[]; total: number } | null>(null);
  const load = useCallback(async () => {
    try {
      const answer = (await watched(
        http.call(appVersionDevices, {
          ...paging,
          outdatedOnly: applied.outdatedOnly,
          ...(applied.platform ? { platform: applied.platform as AppPlatform } : {}),
          ...(applied.keyword.trim() ? { keyword: applied.keyword.trim() } : {}),
        }),
      )) as { records: AppDeviceRow[]; total: number };
      setPage(answer);
    } catch {
      // The HTTP client showed why.
    }
  }, [http, applied, paging]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `refreshKey` is how the screen asks again.
  useEffect(() => {
    void load();
  }, [load, refreshKey]);

  return (
    <>
      <form
        className="dc-ver-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setPaging({ ...paging, pageNum: 1 });
          setApplied(filter);
        }}
      >
        <HTMLSelect
          iconProps={{ title: t('kit.assistive.openDropdown') }}
          aria-label={t('apps.version.fields.platform')}
          value={filter.platform}
          onChange={(event) => setFilter({ ...filter, platform: event.currentTarget.value })}
          options={[
            { value: '', label: t('apps.version.allPlatforms') },
            ...APP_PLATFORMS.map((value) => ({ value, label: platformText(value, t) })),
          ]}
        />
        <InputGroup
          aria-label={t('apps.version.fields.keyword')}
          placeholder={t('apps.version.fields.keyword')}
          value={filter.keyword}
          onValueChange={(keyword) => setFilter({ ...filter, keyword })}
        />
        <Checkbox
          className="dc-inline-check"
          label={t('apps.version.fields.outdatedOnly')}
          checked={filter.outdatedOnly}
          onChange={(event) => setFilter({ ...filter, outdatedOnly: event.currentTarget.checked })}
        />
        <Button type="submit" icon={<SearchIcon />} text={t('apps.version.search')} />
      </form>
      {page && page.records.length === 0 ? (
        <p>{t('apps.version.devicesEmpty')}</p>
      ) : (
        <HTMLTable compact striped className="dc-ver-table" data-testid="app-devices">
          <thead>
            <tr>
              <th scope="col">{t('apps.version.fields.member')}</th>
              <th scope="col">{t('apps.version.fields.deviceId')}</th>
              <th scope="col">{t('apps.version.fields.platform')}</th>
              <th scope="col">{t('apps.version.fields.deviceModel')}</th>
              <th scope="col">{t('apps.version.fields.osVersion')}</th>
              <th scope="col">{t('apps.version.fields.appVersion')}</th>
              <th scope="col">{t('apps.version.fields.lastSeenAt')}</th>
            </tr>
          </thead>
          <tbody>
            {(page?.records ?? []).map((device) => (
              <tr key={device.deviceId} data-device-id={device.deviceId}>
                <td>
                  {device.memberName} ({device.memberAccount})
                </td>
                <td>{device.deviceId}</td>
                <td>{platformText(device.platform, t)}</td>
                <td>{device.deviceModel || '—'}</td>
                <td>{device.osVersion || '—'}</td>
                <td>
                  {device.appVersionName} ({device.appVersionCode}){' '}
                  {device.outdated && (
                    <Tag minimal intent={Intent.WARNING}>
                      {t('apps.version.outdated')}
                    </Tag>
                  )}
                </td>
                <td>{dayjs(device.lastSeenAt).format(DATE_TIME_FORMAT)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {page && page.total > 0 && (
        <GridPager
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          total={page.total}
          pageSizes={PAGE_SIZES}
          onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize: pageSize ?? paging.pageSize })}
        />
      )}
    </>
  );
}
