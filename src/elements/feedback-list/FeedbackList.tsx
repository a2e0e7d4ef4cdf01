import { Button, HTMLSelect, HTMLTable, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { EyeOpenIcon, SearchIcon } from '@blueprintjs/icons';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_STATUSES,
  type Feedback,
  type FeedbackCategory,
  type FeedbackStatus,
  feedbackDelete,
  feedbackExport,
  feedbackPage,
} from '../../contract/apps';
import { DATE_TIME_FORMAT } from '../../core/config/constants';
import {
  ExportButton,
  LoadState,
  PermissionGuard,
  RefreshButton,
  useConfirmDelete,
  useElementEvents,
  useElementToaster,
  useKitCore,
} from '../kit';
import { GridPager } from '../kit/grid/GridPager';
import { watched } from '../kit/resource/resourceClient';
import { FeedbackDetail } from './FeedbackDetail';
import { statusIntent } from './feedbackText';

const PAGE_SIZES = [10, 20, 50, 100] as const;
const EMPTY_FILTER = { status: '', category: '', enterprise: '', keyword: '' };
type Filter = typeof EMPTY_FILTER;

/** The filter as the request: empty fields left out. */
function requestOf(filter: Filter) {
  return {
    ...(filter.status ? { status: filter.status as FeedbackStatus } : {}),
    ...(filter.category ? { category: filter.category as FeedbackCategory } : {}),
    ...(filter.enterprise.trim() ? { enterprise: filter.enterprise.trim() } : {}),
    ...(filter.keyword.trim() ? { keyword: filter.keyword.trim() } : {}),
  };
}

/** `<feedback-list>`: the app users' problem reports, filtered and paged; one opens to read and reply. */
export const FeedbackList = observer(function FeedbackList() {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const events = useElementEvents();
  const { confirmDelete, alert } = useConfirmDelete();
  const [filter, setFilter] = useState<Filter>(EMPTY_FILTER);
  const [applied, setApplied] = useState<Filter>(EMPTY_FILTER);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [page, setPage] = useState<{ records: Feedback[]; total: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<Feedback | null>(null);

  const reload = useCallback(async () => {
    try {
      setPage(
        (await watched(http.call(feedbackPage, { ...paging, ...requestOf(applied) }))) as {
          records: Feedback[];
          total: number;
        },
      );
      setFailed(false);
    } catch {
      // The HTTP client showed why; the screen offers a retry.
      setFailed(true);
    }
  }, [http, paging, applied]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const remove = async (feedback: Feedback) => {
    if (!(await confirmDelete([`${feedback.memberName} · ${feedback.content.slice(0, 40)}`]))) return;
    try {
      await watched(http.call(feedbackDelete, { ids: [feedback.id] }));
      toaster.show(t('apps.feedback.deleted', { count: 1 }), Intent.SUCCESS);
      events.emit('dc-deleted', { resource: 'feedback', ids: [feedback.id] });
      setOpen(null);
    } catch {
      // The HTTP client showed why.
    } finally {
      void reload();
    }
  };
  const select = (name: 'status' | 'category', values: readonly string[], all: string) => (
    <HTMLSelect
      iconProps={{ title: t('kit.assistive.openDropdown') }}
      aria-label={t(`apps.feedback.fields.${name}`)}
      value={filter[name]}
      onChange={(event) => setFilter({ ...filter, [name]: event.currentTarget.value })}
      options={[
        { value: '', label: all },
        ...values.map((value) => ({
          value,
          label: t(`apps.feedback.${name === 'status' ? 'statuses' : 'categories'}.${value}`),
        })),
      ]}
    />
  );

  return (
    <div className="dc-screen" part="screen">
      <div className="dc-toolbar" part="toolbar" role="toolbar" aria-label={t('apps.feedback.title')}>
        <strong part="title">{t('apps.feedback.title')}</strong>
        <form
          className="dc-fb-filters"
          onSubmit={(event) => {
            event.preventDefault();
            setPaging({ ...paging, pageNum: 1 });
            setApplied(filter);
          }}
        >
          {select('status', FEEDBACK_STATUSES, t('apps.feedback.allStatuses'))}
          {select('category', FEEDBACK_CATEGORIES, t('apps.feedback.allCategories'))}
          <InputGroup
            aria-label={t('apps.feedback.fields.enterprise')}
            placeholder={t('apps.feedback.fields.enterprise')}
            value={filter.enterprise}
            onValueChange={(enterprise) => setFilter({ ...filter, enterprise })}
          />
          <InputGroup
            aria-label={t('apps.feedback.fields.keyword')}
            placeholder={t('apps.feedback.fields.keyword')}
            value={filter.keyword}
            onValueChange={(keyword) => setFilter({ ...filter, keyword })}
          />
          <Button type="submit" icon={<SearchIcon />} text={t('apps.feedback.search')} />
          <Button
            text={t('apps.feedback.reset')}
            onClick={() => {
              setFilter(EMPTY_FILTER);
              setApplied(EMPTY_FILTER);
              setPaging({ ...paging, pageNum: 1 });
            }}
          />
        </form>
        <span className="dc-toolbar-spacer" />
        <PermissionGuard permission="feedback:export">
          <ExportButton
            formats={['csv', 'xlsx']}
            onExport={async (format) => {
              await watched(http.download(feedbackExport.path, { ...requestOf(applied), format }));
            }}
          />
        </PermissionGuard>
        <RefreshButton onClick={() => void reload()} />
      </div>
      <div className="dc-fb-body" part="grid">
        <LoadState
          data={page}
          failed={failed}
          onRetry={() => void reload()}
          failedTitle={t('apps.feedback.loadFailed')}
          isEmpty={(page) => page.records.length === 0}
          emptyTitle={t('apps.feedback.empty')}
        >
          {(page) => (
            <>
              <HTMLTable compact striped interactive className="dc-fb-table" data-testid="feedback">
                <thead>
                  <tr>
                    <th scope="col">{t('apps.feedback.fields.createdAt')}</th>
                    <th scope="col">{t('apps.feedback.fields.enterpriseName')}</th>
                    <th scope="col">{t('apps.feedback.fields.memberName')}</th>
                    <th scope="col">{t('apps.feedback.fields.category')}</th>
                    <th scope="col">{t('apps.feedback.fields.content')}</th>
                    <th scope="col">{t('apps.feedback.fields.attachments')}</th>
                    <th scope="col">{t('apps.feedback.fields.status')}</th>
                    <th scope="col">{t('operations.databaseBackup.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.records.map((row) => (
                    <tr key={row.id} data-feedback-id={row.id} onDoubleClick={() => setOpen(row)}>
                      <td>{dayjs(row.createdAt).format(DATE_TIME_FORMAT)}</td>
                      <td>{row.enterpriseName}</td>
                      <td>
                        {row.memberName} ({row.memberAccount})
                      </td>
                      <td>{t(`apps.feedback.categories.${row.category}`)}</td>
                      <td className="dc-fb-content" title={row.content}>
                        {row.content}
                      </td>
                      <td>{row.attachments.length}</td>
                      <td>
                        <Tag minimal intent={statusIntent(row.status)}>
                          {t(`apps.feedback.statuses.${row.status}`)}
                        </Tag>
                      </td>
                      <td>
                        <Button
                          variant="minimal"
                          size="small"
                          icon={<EyeOpenIcon />}
                          text={t('calldata.common.details')}
                          aria-label={t('apps.feedback.open', { member: row.memberName })}
                          onClick={() => setOpen(row)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
              <GridPager
                pageNum={paging.pageNum}
                pageSize={paging.pageSize}
                total={page.total}
                pageSizes={PAGE_SIZES}
                onChange={(pageNum, pageSize) =>
                  setPaging({ pageNum, pageSize: pageSize ?? paging.pageSize })
                }
              />
            </>
          )}
        </LoadState>
      </div>
      <FeedbackDetail
        feedback={open}
        onClose={() => setOpen(null)}
        onSaved={(saved) => {
          setOpen(saved);
          events.emit('dc-saved', { resource: 'feedback', id: saved.id, created: false });
          void reload();
        }}
        onDelete={(feedback) => void remove(feedback)}
      />
      {alert}
    </div>
  );
});
