import { Tab, Tabs } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveLogView } from './LiveLogView';
import { LogFilesView } from './LogFilesView';
import { LogSearchView } from './LogSearchView';
import { LogSettingsBar } from './LogSettingsBar';

type LogTab = 'search' | 'live' | 'files';

/** `<service-log>`: the server's log — searched, followed live, downloaded by day; its level set at run time. */
export const ServiceLog = observer(function ServiceLog() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LogTab>('search');
  return (
    <div className="dc-screen" part="screen">
      <div className="dc-toolbar" part="toolbar" role="toolbar">
        <strong part="title">{t('operations.serviceLog.title')}</strong>
        <span className="dc-toolbar-spacer" />
        <LogSettingsBar />
      </div>
      <div className="dc-log-body">
        <Tabs
          id="dc-service-log-tabs"
          selectedTabId={tab}
          onChange={(next) => setTab(next as LogTab)}
          renderActiveTabPanelOnly
        >
          <Tab id="search" title={t('operations.serviceLog.tabs.search')} panel={<LogSearchView />} />
          <Tab id="live" title={t('operations.serviceLog.tabs.live')} panel={<LiveLogView />} />
          <Tab id="files" title={t('operations.serviceLog.tabs.files')} panel={<LogFilesView />} />
        </Tabs>
      </div>
    </div>
  );
});
