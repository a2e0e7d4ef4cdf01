import { Button, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CronRun, type CronTask, listCronRuns } from '../../contract/operations';
import { useKitCore } from '../kit';
import { PrevNextPager } from '../kit/grid/PrevNextPager';
import { Drawer } from '../kit/overlay/LabelledOverlays';
import { useFocusReturn } from '../kit/overlay/useFocusReturn';
import { watched } from '../kit/resource/resourceClient';
import { formatRunTime, outcomeIntent, runDetailText } from './cronText';

const PAGE_SIZE = 10;

export interface CronRunsDrawerProps {
  task: CronTask | null;
  /** Changes when a run was started from the list, so an open log shows it. */
  refreshKey: number;
  onClose(): void;
}

/** A task's run log, newest first, ten a page: when, how it started, how it ended, rows, what it did. */
export function CronRunsDrawer({ task, refreshKey, onClose }: CronRunsDrawerProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const focusReturn = useFocusReturn(!!task);
  const [pageNum, setPageNum] = useState(1);
  const [page, setPage] = useState<{ records: CronRun[]; total: number } | null>(null);
  const taskId = task?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: another task's log starts on its first page
  useEffect(() => setPageNum(1), [taskId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey reloads the log after a run started from the list
  useEffect(() => {
    if (!taskId) return;
    let current = true;
    setPage(null);
    watched(http.call(listCronRuns, { taskId, pageNum, pageSize: PAGE_SIZE }))
      .then((answer) => current && setPage(answer as { records: CronRun[]; total: number }))
      .catch(() => current && setPage({ records: [], total: 0 }));
    return () => {
      current = false;
    };
  }, [http, taskId, pageNum, refreshKey]);

  return (
    <Drawer
      {...focusReturn}
      isOpen={!!task}
      onClose={onClose}
      title={task ? `${t('operations.cronTask.runs')} · ${task.name}` : ''}
      size="720px"
    >
      <div className="dc-drawer-body" part="detail">
        {!page ? (
          <Spinner size={24} />
        ) : page.records.length === 0 ? (
          <NonIdealState title={t('operations.cronTask.noRuns')} />
        ) : (
          <>
            <HTMLTable compact striped className="dc-cron-runs" data-testid="cron-runs">
              <thead>
                <tr>
                  <th scope="col">{t('operations.cronTask.fields.startedAt')}</th>
                  <th scope="col">{t('operations.cronTask.fields.trigger')}</th>
                  <th scope="col">{t('operations.cronTask.fields.outcome')}</th>
                  <th scope="col">{t('operations.cronTask.fields.rowsAffected')}</th>
                  <th scope="col">{t('operations.cronTask.fields.endedAt')}</th>
                  <th scope="col">{t('operations.cronTask.fields.detail')}</th>
                </tr>
              </thead>
              <tbody>
                {page.records.map((run) => (
                  <tr key={run.id} data-outcome={run.outcome}>
                    <td>{formatRunTime(run.startedAt)}</td>
                    <td>{t(`operations.cronTask.triggers.${run.trigger}`)}</td>
                    <td>
                      <Tag minimal intent={outcomeIntent(run.outcome)}>
                        {t(`operations.cronTask.outcomes.${run.outcome}`)}
                      </Tag>
                    </td>
                    <td>{run.rowsAffected}</td>
                    <td>{formatRunTime(run.endedAt)}</td>
                    <td>{runDetailText(run, t)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
            <PrevNextPager pageNum={pageNum} pageSize={PAGE_SIZE} total={page.total} onPage={setPageNum} />
          </>
        )}
      </div>
    </Drawer>
  );
}
