import { HTMLTable } from '@blueprintjs/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '../../contract/endpoint';
import type { getServerStatus } from '../../contract/operations/maintenance';
import { DATE_TIME_FORMAT } from '../../core/config/constants';
import { formatBytes, formatDuration } from '../kit/figures/formatting';

type Status = ResponseOf<typeof getServerStatus>;

/** Versions, uptime, database engine and size, disk, connected sockets. */
export function StatusTab({ status }: { status: Status }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const rows: [string, string][] = [
    [t('elements.maintenance-panel.version'), status.version],
    [t('elements.maintenance-panel.node'), status.nodeVersion],
    [t('elements.maintenance-panel.host'), `${status.hostname} · ${status.platform}`],
    [t('elements.maintenance-panel.started'), dayjs(status.startedAt).format(DATE_TIME_FORMAT)],
    [t('elements.maintenance-panel.uptime'), formatDuration(status.uptimeSeconds, locale)],
    [
      t('elements.maintenance-panel.database'),
      `${t(`elements.hot-standby-config.engine.${status.engine}`)} · ${status.databaseBytes === null ? '—' : formatBytes(status.databaseBytes, locale)}`,
    ],
    [
      t('elements.maintenance-panel.disk'),
      status.disk
        ? `${formatBytes(status.disk.usedBytes, locale)} / ${formatBytes(status.disk.totalBytes, locale)}`
        : '—',
    ],
    [t('elements.maintenance-panel.sockets'), String(status.sockets)],
  ];
  return (
    <HTMLTable compact striped className="dc-maint-facts" data-testid="server-status">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th>{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
