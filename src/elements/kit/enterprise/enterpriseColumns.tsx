import { Intent, Tag } from '@blueprintjs/core';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { Enterprise } from '../../../contract/accounts/enterprise';
import { DATE_FORMAT } from '../../../core/config/constants';
import { expiryState } from './enterpriseDates';

const EXPIRY_INTENT = {
  none: Intent.NONE,
  active: Intent.NONE,
  soon: Intent.WARNING,
  expired: Intent.DANGER,
};

/** An enterprise's status as a tag: enabled green, disabled grey. */
export function StatusTag({ status, t }: { status: Enterprise['status']; t: TFunction }) {
  return (
    <Tag minimal intent={status === 'enabled' ? Intent.SUCCESS : Intent.NONE} data-status={status}>
      {t(`resources.enterprise.values.status.${status}`)}
    </Tag>
  );
}

/** The expiry day, flagged when it is past or within 30 days; "none" without one. */
export function ExpiryText({
  expiry,
  t,
  now = Date.now(),
}: {
  expiry: number | null;
  t: TFunction;
  now?: number;
}) {
  const state = expiryState(expiry, now);
  if (expiry === null) return <span data-expiry="none">{t('enterprises.noExpiry')}</span>;
  const day = dayjs(expiry).format(DATE_FORMAT);
  if (state === 'active') return <span data-expiry={state}>{day}</span>;
  return (
    <Tag minimal intent={EXPIRY_INTENT[state]} data-expiry={state}>
      {t(`enterprises.expiry.${state}`, { date: day })}
    </Tag>
  );
}

/** The feature flags by name, in the contract's order. */
export function functionsText(functions: readonly string[], t: TFunction): string {
  return functions
    .map((flag) => t(`resources.enterprise.values.functions.${flag}`))
    .join(t('enterprises.listSeparator'));
}
