import { Button, NonIdealState, Tab, Tabs } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarTab } from './CalendarTab';
import { RecordsTab } from './RecordsTab';
import { ReportsTab } from './ReportsTab';
import { RulesTab } from './RulesTab';
import { useAttendanceDepts } from './useAttendanceDepts';

const TABS = ['records', 'rules', 'reports', 'calendar'] as const;
type TabId = (typeof TABS)[number];

export interface AttendanceListProps {
  /** The tab shown first (`records`, `rules`, `reports`, `calendar`). */
  tab?: string;
}

/** `<attendance-list>`: check-ins, rules per department, reports and a member's month. */
export const AttendanceList = observer(function AttendanceList({ tab: initial }: AttendanceListProps) {
  const { t } = useTranslation();
  const depts = useAttendanceDepts();
  const [tab, setTab] = useState<TabId>(() =>
    (TABS as readonly string[]).includes(initial ?? '') ? (initial as TabId) : 'records',
  );
  // The refresh button remounts the shown tab (its data loaded again) after reloading the departments.
  const [refresh, setRefresh] = useState(0);
  const panel = (id: TabId) => {
    switch (id) {
      case 'records':
        return <RecordsTab key={refresh} depts={depts} />;
      case 'rules':
        return <RulesTab key={refresh} depts={depts} />;
      case 'reports':
        return <ReportsTab key={refresh} depts={depts} />;
      default:
        return <CalendarTab key={refresh} depts={depts} />;
    }
  };

  return (
    <div className="dc-screen" part="screen">
      <div className="dc-toolbar" part="toolbar" role="toolbar" aria-label={t('apps.attendance.title')}>
        <strong part="title">{t('apps.attendance.title')}</strong>
        <span className="dc-toolbar-spacer" />
        <Button
          variant="minimal"
          icon={<RefreshIcon />}
          aria-label={t('calldata.common.refresh')}
          title={t('calldata.common.refresh')}
          onClick={() => {
            depts.reload();
            setRefresh((value) => value + 1);
          }}
        />
      </div>
      <div className="dc-att-body">
        {depts.error && depts.tree.roots.length === 0 && !depts.loading ? (
          <NonIdealState
            title={t('calldata.common.loadFailed')}
            action={<Button text={t('common.redo')} onClick={depts.reload} />}
          />
        ) : (
          <Tabs
            id="dc-attendance-tabs"
            selectedTabId={tab}
            onChange={(next) => setTab(next as TabId)}
            renderActiveTabPanelOnly
          >
            {TABS.map((id) => (
              <Tab key={id} id={id} title={t(`apps.attendance.tabs.${id}`)} panel={panel(id)} />
            ))}
          </Tabs>
        )}
      </div>
    </div>
  );
});
