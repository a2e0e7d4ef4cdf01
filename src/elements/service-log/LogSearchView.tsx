import {
  Button,
  ButtonGroup,
  Callout,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  NonIdealState,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { Fragment, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SERVICE_LOG_LEVELS,
  type ServiceLogLevel,
  type ServiceLogLine,
  searchServiceLog,
} from '../../contract/operations';
import { useKitCore } from '../kit';
import { PrevNextPager } from '../kit/grid/PrevNextPager';
import { watched } from '../kit/resource/resourceClient';
import { formatLogTime, levelIntent } from './logText';

const PAGE_SIZE = 50;
const SCAN_LIMIT = 200_000;

interface Query {
  from: string;
  to: string;
  level: ServiceLogLevel | '';
  keyword: string;
  reqId: string;
}

/** `datetime-local` value → docs/behaviour.md#constants date-time (the server reads `YYYY-MM-DD HH:mm:ss`). */
function toBound(value: string): string | undefined {
  if (!value) return undefined;
  return `${value.replace('T', ' ')}${value.length === 16 ? ':00' : ''}`;
}

/** Search the log: time range, lowest level, text, request id; newest first, 50 a page; a line opens whole. */
export function LogSearchView() {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const [draft, setDraft] = useState<Query>({ from: '', to: '', level: '', keyword: '', reqId: '' });
  const [query, setQuery] = useState<Query>(draft);
  const [pageNum, setPageNum] = useState(1);
  const [page, setPage] = useState<{ records: ServiceLogLine[]; total: number; truncated: boolean } | null>(
    null,
  );
  const [open, setOpen] = useState<number | null>(null);
  const load = useCallback(async () => {
    setPage(null);
    setOpen(null);
    try {
      const answer = await watched(
        http.call(searchServiceLog, {
          pageNum,
          pageSize: PAGE_SIZE,
          timeFrom: toBound(query.from),
          timeTo: toBound(query.to),
          level: query.level || undefined,
          keyword: query.keyword.trim() || undefined,
          reqId: query.reqId.trim() || undefined,
        }),
      );
      setPage(answer as { records: ServiceLogLine[]; total: number; truncated: boolean });
    } catch {
      setPage({ records: [], total: 0, truncated: false });
    }
  }, [http, pageNum, query]);
  useEffect(() => {
    void load();
  }, [load]);
  const submit = () => {
    setPageNum(1);
    setQuery({ ...draft });
  };

  return (
    <div className="dc-log-search">
      <form
        className="dc-filter-bar"
        part="filter-bar"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label className="dc-log-field" htmlFor="dc-log-from">
          <span>{t('operations.serviceLog.fields.timeFrom')}</span>
          <input
            id="dc-log-from"
            className="bp6-input"
            type="datetime-local"
            step={1}
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
          />
        </label>
        <label className="dc-log-field" htmlFor="dc-log-to">
          <span>{t('operations.serviceLog.fields.timeTo')}</span>
          <input
            id="dc-log-to"
            className="bp6-input"
            type="datetime-local"
            step={1}
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
          />
        </label>
        <label className="dc-log-field" htmlFor="dc-log-level">
          <span>{t('operations.serviceLog.lowestLevel')}</span>
          <HTMLSelect
            iconProps={{ title: t('kit.assistive.openDropdown') }}
            id="dc-log-level"
            value={draft.level}
            onChange={(event) =>
              setDraft({ ...draft, level: event.currentTarget.value as ServiceLogLevel | '' })
            }
            options={[
              { value: '', label: t('operations.serviceLog.allLevels') },
              ...SERVICE_LOG_LEVELS.map((value) => ({
                value,
                label: t(`operations.serviceLog.levels.${value}`),
              })),
            ]}
          />
        </label>
        <label className="dc-log-field" htmlFor="dc-log-keyword">
          <span>{t('operations.serviceLog.fields.keyword')}</span>
          <InputGroup
            id="dc-log-keyword"
            value={draft.keyword}
            onValueChange={(keyword) => setDraft({ ...draft, keyword })}
          />
        </label>
        <label className="dc-log-field" htmlFor="dc-log-reqid">
          <span>{t('operations.serviceLog.fields.reqId')}</span>
          <InputGroup
            id="dc-log-reqid"
            value={draft.reqId}
            onValueChange={(reqId) => setDraft({ ...draft, reqId })}
          />
        </label>
        <Button type="submit" icon={<SearchIcon />} text={t('calldata.common.search')} />
      </form>
      {page?.truncated ? (
        <Callout intent="warning" compact>
          {t('operations.serviceLog.truncated', { limit: SCAN_LIMIT.toLocaleString() })}
        </Callout>
      ) : null}
      {!page ? (
        <Spinner size={24} />
      ) : page.records.length === 0 ? (
        <NonIdealState title={t('operations.serviceLog.empty')} />
      ) : (
        <>
          <HTMLTable compact striped interactive className="dc-log-table" data-testid="log-results">
            <thead>
              <tr>
                <th scope="col">{t('operations.serviceLog.fields.time')}</th>
                <th scope="col">{t('operations.serviceLog.fields.level')}</th>
                <th scope="col">{t('operations.serviceLog.fields.reqId')}</th>
                <th scope="col">{t('operations.serviceLog.fields.msg')}</th>
              </tr>
            </thead>
            <tbody>
              {page.records.map((line, index) => (
                <Fragment
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; a page's order is fixed
                  key={`${line.time}-${index}`}
                >
                  <tr
                    tabIndex={0}
                    aria-expanded={open === index}
                    onClick={() => setOpen(open === index ? null : index)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' || event.key === ' ') {
                        event.preventDefault();
                        setOpen(open === index ? null : index);
                      }
                    }}
                  >
                    <td className="dc-log-time">{formatLogTime(line.time)}</td>
                    <td>
                      <Tag minimal intent={levelIntent(line.level)}>
                        {t(`operations.serviceLog.levels.${line.level}`)}
                      </Tag>
                    </td>
                    <td>{line.reqId}</td>
                    <td>{line.msg}</td>
                  </tr>
                  {open === index ? (
                    <tr className="dc-log-raw">
                      <td colSpan={4}>
                        <pre>{JSON.stringify(JSON.parse(line.raw), null, 2)}</pre>
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </HTMLTable>
          <PrevNextPager pageNum={pageNum} pageSize={PAGE_SIZE} total={page.total} onPage={setPageNum} />
        </>
      )}
    </div>
  );
}
