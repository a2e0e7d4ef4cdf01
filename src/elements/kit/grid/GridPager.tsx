import { Button, HTMLSelect } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';

export interface GridPagerProps {
  pageNum: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  disabled?: boolean;
  onChange(pageNum: number, pageSize?: number): void;
}

/** Total, previous/next page and page size of a server-paged list. */
export function GridPager({ pageNum, pageSize, total, pageSizes, disabled, onChange }: GridPagerProps) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="dc-grid-footer" part="pager">
      <span data-testid="grid-total">{t('kit.grid.total', { total })}</span>
      <span className="dc-toolbar-spacer" />
      <Button
        variant="minimal"
        icon={<ChevronLeftIcon />}
        aria-label={t('kit.grid.previousPage')}
        disabled={disabled || pageNum <= 1}
        onClick={() => onChange(pageNum - 1)}
      />
      <span data-testid="grid-page">{t('kit.grid.pageOf', { page: pageNum, pages: pageCount })}</span>
      <Button
        variant="minimal"
        icon={<ChevronRightIcon />}
        aria-label={t('kit.grid.nextPage')}
        disabled={disabled || pageNum >= pageCount}
        onClick={() => onChange(pageNum + 1)}
      />
      <HTMLSelect
        aria-label={t('kit.grid.pageSize')}
        value={pageSize}
        disabled={disabled}
        onChange={(event) => onChange(1, Number(event.currentTarget.value))}
        options={pageSizes.map((size) => ({ value: size, label: t('kit.grid.perPage', { size }) }))}
      />
    </div>
  );
}
