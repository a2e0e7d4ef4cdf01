import { Button, HTMLSelect } from '@blueprintjs/core';
import {
  ChevronBackwardIcon,
  ChevronForwardIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
} from '@blueprintjs/icons';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface GridPagerProps {
  pageNum: number;
  pageSize: number;
  total: number;
  /** false: `total` is a bound the list exceeds ("100,000+"); pages go on past it and -1 is the last page. */
  totalExact?: boolean;
  pageSizes: readonly number[];
  disabled?: boolean;
  onChange(pageNum: number, pageSize?: number): void;
}

/** The highest page number the server takes (src/contract/resources/paging.ts). */
const MAX_TYPED_PAGE = 1_000_000;

/** What a typed page number means: a page to go to (clamped to the pages there are), or nothing. */
export function pageToGoTo(typed: string, pageCount: number): { page: number; clamped: boolean } | null {
  const text = typed.trim();
  if (!/^-?\d+$/.test(text)) return null;
  const wanted = Number(text);
  const page = Math.min(Math.max(wanted, 1), pageCount);
  return { page, clamped: page !== wanted };
}

/**
 * Total, first/previous/next/last page, a page number to jump to, and page size of a server-paged list.
 * Deep pages stay reachable (page 5,000 is one typed number away, not 5,000 clicks).
 */
export function GridPager({
  pageNum,
  pageSize,
  total,
  totalExact = true,
  pageSizes,
  disabled,
  onChange,
}: GridPagerProps) {
  const { t, i18n } = useTranslation();
  const counted = Math.max(1, Math.ceil(total / pageSize));
  // Past the bound a typed page may be any the server pages to; the last page is -1, read from the end.
  const pageCount = totalExact ? counted : MAX_TYPED_PAGE;
  const lastPage = totalExact ? counted : -1;
  const number = (value: number) => value.toLocaleString(i18n.language.replace('_', '-'));
  const [typed, setTyped] = useState(String(pageNum));
  const [message, setMessage] = useState('');
  useEffect(() => setTyped(pageNum > 0 ? String(pageNum) : ''), [pageNum]);

  const goTo = (page: number) => {
    setMessage('');
    onChange(page);
  };
  const jump = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const target = pageToGoTo(typed, pageCount);
    if (!target) {
      setMessage(t('kit.grid.pageInvalid', { pages: pageCount }));
      return;
    }
    setTyped(String(target.page));
    setMessage(target.clamped ? t('kit.grid.pageClamped', { page: target.page, pages: pageCount }) : '');
    if (target.page !== pageNum) onChange(target.page);
  };

  return (
    <div className="dc-grid-footer" part="pager">
      <span data-testid="grid-total">
        {totalExact ? t('kit.grid.total', { total }) : t('kit.grid.totalMore', { total: number(total) })}
      </span>
      <span className="dc-toolbar-spacer" />
      <span role="status" className="dc-pager-message" data-testid="grid-page-message">
        {message}
      </span>
      <Button
        variant="minimal"
        icon={<ChevronBackwardIcon />}
        aria-label={t('kit.grid.firstPage')}
        disabled={disabled || pageNum === 1}
        onClick={() => goTo(1)}
      />
      <Button
        variant="minimal"
        icon={<ChevronLeftIcon />}
        aria-label={t('kit.grid.previousPage')}
        disabled={disabled || pageNum === 1}
        onClick={() => goTo(pageNum - 1)}
      />
      <span data-testid="grid-page">
        {pageNum < 0
          ? t('kit.grid.pageFromEnd', { page: -pageNum })
          : totalExact
            ? t('kit.grid.pageOf', { page: pageNum, pages: pageCount })
            : t('kit.grid.pageOfMore', { page: pageNum, pages: number(counted) })}
      </span>
      <Button
        variant="minimal"
        icon={<ChevronRightIcon />}
        aria-label={t('kit.grid.nextPage')}
        disabled={disabled || (totalExact ? pageNum >= pageCount : pageNum === -1)}
        onClick={() => goTo(pageNum + 1)}
      />
      <Button
        variant="minimal"
        icon={<ChevronForwardIcon />}
        aria-label={t('kit.grid.lastPage')}
        disabled={disabled || (totalExact ? pageNum >= pageCount : pageNum === -1)}
        onClick={() => goTo(lastPage)}
      />
      <input
        className="bp6-input dc-pager-input"
        type="text"
        inputMode="numeric"
        style={{ width: `${Math.max(3, String(pageCount).length) + 3}ch` }}
        aria-label={t('kit.grid.goToPage', { pages: pageCount })}
        title={t('kit.grid.goToPage', { pages: pageCount })}
        value={typed}
        disabled={disabled}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onKeyDown={jump}
      />
      <HTMLSelect
        iconProps={{ title: t('kit.assistive.openDropdown') }}
        aria-label={t('kit.grid.pageSize')}
        value={pageSize}
        disabled={disabled}
        onChange={(event) => onChange(1, Number(event.currentTarget.value))}
        options={pageSizes.map((size) => ({ value: size, label: t('kit.grid.perPage', { size }) }))}
      />
    </div>
  );
}
