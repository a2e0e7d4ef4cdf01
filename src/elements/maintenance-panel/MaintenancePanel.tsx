import { Spinner, Tab, Tabs } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '../../contract/endpoint';
import {
  getNetwork,
  getPorts,
  getServerStatus,
  getTls,
  listPackages,
  type TlsStatus,
} from '../../contract/operations/maintenance';
import { RefreshButton, useKitCore } from '../kit';
import { useCan } from '../kit/permission/useCan';
import { NetworkTab } from './NetworkTab';
import { PackagesTab } from './PackagesTab';
import { PortsTab } from './PortsTab';
import { SslTab } from './SslTab';
import { StatusTab } from './StatusTab';
import { SwitchTab } from './SwitchTab';

type TabId = 'ssl' | 'update' | 'network' | 'ports' | 'status' | 'switch';
interface Loaded {
  tls: TlsStatus;
  packages: ResponseOf<typeof listPackages>;
  network: ResponseOf<typeof getNetwork>;
  ports: ResponseOf<typeof getPorts>;
  status: ResponseOf<typeof getServerStatus>;
}

/** 服务配置 (ADMIN): SSL, software update, IP config, service ports, server status. */
export const MaintenancePanel = observer(function MaintenancePanel() {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const canEdit = useCan('maintenance:edit');
  const [tab, setTab] = useState<TabId>('ssl');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [version, setVersion] = useState(0);

  const load = useCallback(async () => {
    try {
      const [tls, packages, network, ports, status] = await Promise.all([
        http.call(getTls, {}),
        http.call(listPackages, {}),
        http.call(getNetwork, {}),
        http.call(getPorts, {}),
        http.call(getServerStatus, {}),
      ]);
      setLoaded({ tls, packages, network, ports, status });
      setVersion((current) => current + 1);
    } catch {
      // The HTTP client has shown why.
    }
  }, [http]);
  useEffect(() => void load(), [load]);

  if (!loaded) return <Spinner size={24} />;
  return (
    <div className="dc-screen" part="screen">
      <div className="dc-toolbar" part="toolbar" role="toolbar">
        <strong part="title">{t('routes.admin.maintenance')}</strong>
        <span className="dc-toolbar-spacer" />
        <RefreshButton onClick={() => void load()} />
      </div>
      <div className="dc-maint-body">
        <Tabs
          id="dc-maintenance-tabs"
          selectedTabId={tab}
          onChange={(next) => setTab(next as TabId)}
          renderActiveTabPanelOnly
        >
          <Tab
            id="ssl"
            title={t('elements.maintenance-panel.tab.ssl')}
            panel={
              <SslTab tls={loaded.tls} canEdit={canEdit} onChange={(tls) => setLoaded({ ...loaded, tls })} />
            }
          />
          <Tab
            id="update"
            title={t('elements.maintenance-panel.tab.update')}
            panel={
              <PackagesTab
                packages={loaded.packages.packages}
                runningVersion={loaded.packages.runningVersion}
                canEdit={canEdit}
                reload={() => void load()}
              />
            }
          />
          <Tab
            id="network"
            title={t('elements.maintenance-panel.tab.network')}
            panel={<NetworkTab key={version} network={loaded.network} canEdit={canEdit} />}
          />
          <Tab
            id="ports"
            title={t('elements.maintenance-panel.tab.ports')}
            panel={<PortsTab key={version} ports={loaded.ports} canEdit={canEdit} />}
          />
          <Tab
            id="status"
            title={t('elements.maintenance-panel.tab.status')}
            panel={<StatusTab status={loaded.status} />}
          />
          <Tab
            id="switch"
            title={t('elements.maintenance-panel.tab.switch')}
            panel={<SwitchTab key={version} />}
          />
        </Tabs>
      </div>
    </div>
  );
});
