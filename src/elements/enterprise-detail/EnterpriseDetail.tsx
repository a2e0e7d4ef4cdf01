import { AnchorButton, Button, Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { ArrowLeftIcon, CalendarIcon, KeyIcon, SettingsIcon } from '@blueprintjs/icons';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  setEnterpriseAdminPassword,
  setEnterpriseExpiry,
  setEnterpriseFunctions,
} from '../../contract/accounts/enterprise';
import { DATE_TIME_FORMAT } from '../../core/config/constants';
import { useElementEvents } from '../kit/element/elementEvents';
import { useElementToaster } from '../kit/element/elementToaster';
import { useKitCore } from '../kit/element/kitCore';
import { ExpiryText, functionsText, StatusTag } from '../kit/enterprise/enterpriseColumns';
import { useCan } from '../kit/permission/useCan';
import { watched } from '../kit/resource/resourceClient';
import { AdminPasswordDialog, ExpiryDialog, FunctionsDialog } from './DetailDialogs';
import { EnterpriseExtensions } from './EnterpriseExtensions';
import { EnterpriseOperationLog } from './EnterpriseOperationLog';
import { UsageBars } from './UsageBars';
import { useEnterprise } from './useEnterprise';

export interface EnterpriseDetailProps {
  /** The enterprise, as the console's route passes it (`enterpriseDetail/:id`). */
  recordId?: string;
  /** The enterprise, for portals embedding the page (wins over `record-id`). */
  enterpriseId?: string;
}

type Open = 'expiry' | 'functions' | 'password' | null;

/** One enterprise (docs/behaviour.md#screens-and-routes enterpriseDetail/{id}): facts, usage, extensions, operation log and its settings. */
export const EnterpriseDetail = observer(function EnterpriseDetail({
  recordId,
  enterpriseId,
}: EnterpriseDetailProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const id = enterpriseId ?? recordId ?? '';
  const state = useEnterprise(id);
  const canEdit = useCan('enterprise:edit');
  const [open, setOpen] = useState<Open>(null);
  const [logGeneration, setLogGeneration] = useState(0);
  const { enterprise, usage } = state;
  // The host names this page by the enterprise, not by the id in its address (the console's tab).
  const { emit } = useElementEvents();
  const name = enterprise?.name;
  useEffect(() => {
    if (name) emit<{ title: string }>('dc-title', { title: name });
  }, [emit, name]);

  if (!id) return <NonIdealState title={t('enterprises.noEnterprise')} />;
  if (state.loading && !enterprise) return <Spinner aria-label={t('enterprises.loading')} />;
  if (state.error || !enterprise || !usage)
    return (
      <Callout intent={Intent.DANGER} role="alert" title={t('enterprises.loadFailed')}>
        {state.error}
      </Callout>
    );

  const changed = (message: string) => {
    toaster.show(message, Intent.SUCCESS);
    setLogGeneration((value) => value + 1);
  };
  const facts: [string, ReactNode][] = [
    [t('resources.enterprise.fields.prefix'), enterprise.prefix],
    [t('resources.enterprise.fields.status'), <StatusTag key="status" status={enterprise.status} t={t} />],
    [t('resources.enterprise.fields.contact'), enterprise.contact || '—'],
    [t('resources.enterprise.fields.phone'), enterprise.phone || '—'],
    [t('resources.enterprise.fields.expiry'), <ExpiryText key="expiry" expiry={enterprise.expiry} t={t} />],
    [t('resources.enterprise.fields.agencyName'), enterprise.agencyName ?? t('enterprises.platformDirect')],
    [t('resources.enterprise.fields.adminUsername'), enterprise.adminUsername ?? '—'],
    [t('resources.enterprise.fields.createdAt'), dayjs(enterprise.createdAt).format(DATE_TIME_FORMAT)],
    [t('resources.enterprise.fields.functions'), functionsText(enterprise.functions, t) || '—'],
  ];

  return (
    <div className="dc-screen dc-enterprise-detail" part="screen">
      <div className="dc-toolbar" part="toolbar" role="toolbar" aria-label={enterprise.name}>
        <AnchorButton
          variant="minimal"
          icon={<ArrowLeftIcon />}
          href="#/account/enterprise"
          text={t('enterprises.backToList')}
        />
        <h2 part="title" className="dc-enterprise-title">
          {enterprise.name}
        </h2>
        <span className="dc-toolbar-spacer" />
        {canEdit ? (
          <div className="dc-enterprise-actions">
            <Button
              icon={<CalendarIcon />}
              text={t('enterprises.setExpiry')}
              onClick={() => setOpen('expiry')}
            />
            <Button
              icon={<SettingsIcon />}
              text={t('enterprises.setFunctions')}
              onClick={() => setOpen('functions')}
            />
            <Button
              icon={<KeyIcon />}
              text={t('enterprises.adminPassword')}
              disabled={!enterprise.adminUsername}
              onClick={() => setOpen('password')}
            />
          </div>
        ) : null}
      </div>
      <section className="dc-enterprise-section" aria-labelledby="dc-enterprise-info">
        <h3 id="dc-enterprise-info">{t('enterprises.info')}</h3>
        <dl className="dc-enterprise-facts" data-testid="enterprise-facts">
          {facts.map(([label, value]) => [
            <dt key={`${label}-dt`}>{label}</dt>,
            <dd key={`${label}-dd`}>{value}</dd>,
          ])}
        </dl>
      </section>
      <section className="dc-enterprise-section" aria-labelledby="dc-enterprise-usage">
        <h3 id="dc-enterprise-usage">{t('enterprises.usage')}</h3>
        <UsageBars enterprise={enterprise} usage={usage} />
      </section>
      <section className="dc-enterprise-section" aria-labelledby="dc-enterprise-extensions">
        <h3 id="dc-enterprise-extensions">{t('enterprises.extensions')}</h3>
        <EnterpriseExtensions enterpriseId={enterprise.id} canEdit={canEdit} />
      </section>
      <section className="dc-enterprise-section" aria-labelledby="dc-enterprise-log">
        <h3 id="dc-enterprise-log">{t('enterprises.operationLog')}</h3>
        {/* Remounted after a change on the page, so the change shows up in the log. */}
        <EnterpriseOperationLog key={logGeneration} enterpriseId={enterprise.id} />
      </section>
      <ExpiryDialog
        isOpen={open === 'expiry'}
        expiry={enterprise.expiry}
        onClose={() => setOpen(null)}
        onSave={async (expiry) => {
          state.replace(await watched(http.call(setEnterpriseExpiry, { id: enterprise.id, expiry })));
          changed(t('enterprises.expirySet'));
        }}
      />
      <FunctionsDialog
        isOpen={open === 'functions'}
        functions={enterprise.functions}
        onClose={() => setOpen(null)}
        onSave={async (functions) => {
          state.replace(
            await watched(
              http.call(setEnterpriseFunctions, {
                id: enterprise.id,
                functions: functions as typeof enterprise.functions,
              }),
            ),
          );
          changed(t('enterprises.functionsSet'));
        }}
      />
      <AdminPasswordDialog
        isOpen={open === 'password'}
        username={enterprise.adminUsername ?? ''}
        onClose={() => setOpen(null)}
        onSave={async (password) => {
          await watched(http.call(setEnterpriseAdminPassword, { id: enterprise.id, password }));
          changed(t('enterprises.adminPasswordSet', { username: enterprise.adminUsername ?? '' }));
        }}
      />
    </div>
  );
});
