import { Button, ButtonGroup } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';

export interface PrevNextPagerProps {
  pageNum: number;
  pageSize: number;
  total: number;
  onPage(pageNum: number): void;
}

/** The total and previous/next buttons under a short list (a log, a run history) that needs no page sizes. */
export function PrevNextPager({ pageNum, pageSize, total, onPage }: PrevNextPagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="dc-prev-next-pager" part="pager">
      <span>{t('calldata.common.total', { total })}</span>
      <ButtonGroup>
        <Button
          icon={<ChevronLeftIcon />}
          aria-label={t('kit.pager.previous')}
          disabled={pageNum <= 1}
          onClick={() => onPage(pageNum - 1)}
        />
        <Button
          icon={<ChevronRightIcon />}
          aria-label={t('kit.pager.next')}
          disabled={pageNum >= pages}
          onClick={() => onPage(pageNum + 1)}
        />
      </ButtonGroup>
    </div>
  );
}
