import {
  Button,
  Callout,
  Card,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  NumericInput,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { FloppyDiskIcon, RefreshIcon } from '@blueprintjs/icons';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getHotStandby,
  type HotStandbySettings,
  type HotStandbyStatus,
  hotStandbySettingsSchema,
  STANDBY_ROLES,
  updateHotStandby,
} from '../../contract/switch/hotStandby';
import { DATE_TIME_FORMAT } from '../../core/config/constants';
import { useElementToaster, useKitCore } from '../kit';
import { useCan } from '../kit/permission/useCan';
import { watched } from '../kit/resource/resourceClient';

const STATE_INTENT = {
  healthy: Intent.SUCCESS,
  unreachable: Intent.DANGER,
  notConfigured: Intent.NONE,
} as const;
/** The peer is probed again this often while the screen is open (at least the heartbeat, at most 10 s). */
const REFRESH_MIN_MS = 10_000;

/** 双机热备 (ADMIN): this node's role, its peer's health over HTTP, the replication state. */
export const HotStandbyConfig = observer(function HotStandbyConfig() {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const canEdit = useCan('backup:edit');
  const [status, setStatus] = useState<HotStandbyStatus | null>(null);
  const [draft, setDraft] = useState<HotStandbySettings | null>(null);
  const [probing, setProbing] = useState(false);

  const load = useCallback(async () => {
    setProbing(true);
    try {
      const answer = await http.call(getHotStandby, {});
      setStatus(answer);
      setDraft((current) => current ?? answer.settings);
    } catch {
      // The HTTP client has shown why.
    } finally {
      setProbing(false);
    }
  }, [http]);
  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), REFRESH_MIN_MS);
    return () => clearInterval(timer);
  }, [load]);

  if (!status || !draft) return <Spinner size={24} />;
  const check = hotStandbySettingsSchema.safeParse(draft);
  const problem = (field: keyof HotStandbySettings) => {
    if (check.success) return undefined;
    const issue = check.error.issues.find((item) => item.path[0] === field);
    return issue ? t(issue.message, { field: t(`resources.hotStandby.fields.${field}`), min: 1 }) : undefined;
  };
  const changed = JSON.stringify(draft) !== JSON.stringify(status.settings);
  const save = async () => {
    try {
      const answer = await watched(http.call(updateHotStandby, draft));
      setStatus(answer);
      setDraft(answer.settings);
      toaster.show(t('elements.hot-standby-config.saved'), Intent.SUCCESS);
    } catch {
      // Shown by the HTTP client.
    }
  };
  const time = (at: number | null) => (at ? dayjs(at).format(DATE_TIME_FORMAT) : '');
  const { peer, replication, self } = status;
  const roleLabel = (role: string) => t(`elements.hot-standby-config.role.${role}`);
  const field = (name: keyof HotStandbySettings, input: React.ReactNode, help?: string) => (
    <FormGroup
      label={t(`resources.hotStandby.fields.${name}`)}
      labelFor={`dc-standby-${name}`}
      helperText={problem(name) ?? help}
      intent={problem(name) ? Intent.DANGER : Intent.NONE}
    >
      {input}
    </FormGroup>
  );

  return (
    <div className="dc-screen" part="screen">
      <div className="dc-toolbar" part="toolbar" role="toolbar">
        <strong part="title">{t('routes.admin.backup')}</strong>
        <span className="dc-toolbar-spacer" />
        <Button
          icon={<RefreshIcon />}
          text={t('elements.hot-standby-config.probe')}
          loading={probing}
          onClick={() => void load()}
        />
      </div>
      <div className="dc-standby-body">
        <div className="dc-standby-cards">
          <Card className="dc-standby-card" data-testid="standby-self">
            <h3>{t('elements.hot-standby-config.thisNode')}</h3>
            <Tag large intent={Intent.PRIMARY}>
              {roleLabel(self.role)}
            </Tag>
            <p>
              {t('elements.hot-standby-config.version', { version: self.version })} ·{' '}
              {t(`elements.hot-standby-config.engine.${self.engine}`)}
            </p>
          </Card>
          <Card className="dc-standby-card" data-testid="standby-peer">
            <h3>{t('elements.hot-standby-config.peer')}</h3>
            <Tag large intent={STATE_INTENT[peer.state]}>
              {t(`elements.hot-standby-config.state.${peer.state}`)}
            </Tag>
            {peer.health && (
              <p>
                {t('elements.hot-standby-config.peerRole', { role: roleLabel(peer.health.role) })} ·{' '}
                {t('elements.hot-standby-config.version', { version: peer.health.version })} ·{' '}
                {t('elements.hot-standby-config.latency', { ms: peer.latencyMs ?? 0 })}
              </p>
            )}
            {peer.state === 'unreachable' && <p className="dc-standby-error">{peer.error}</p>}
            {peer.checkedAt && (
              <p className="dc-standby-note">
                {t('elements.hot-standby-config.checkedAt', { time: time(peer.checkedAt) })}
              </p>
            )}
          </Card>
          <Card className="dc-standby-card" data-testid="standby-replication">
            <h3>{t('elements.hot-standby-config.replication')}</h3>
            <p>
              {t(`elements.hot-standby-config.replicationState.${replication.state}`, {
                count: replication.replicas,
              })}
            </p>
            <p className="dc-standby-note">
              {replication.lastSyncAt
                ? t('elements.hot-standby-config.lastSync', { time: time(replication.lastSyncAt) })
                : t('elements.hot-standby-config.neverSynced')}
            </p>
          </Card>
        </div>
        {peer.roleConflict && (
          <Callout intent={Intent.DANGER} data-testid="standby-conflict">
            {t(
              self.role === 'primary'
                ? 'elements.hot-standby-config.conflictPrimary'
                : 'elements.hot-standby-config.conflictStandby',
            )}
          </Callout>
        )}
        <Card className="dc-standby-form">
          <h3>{t('elements.hot-standby-config.settings')}</h3>
          {field(
            'role',
            <HTMLSelect
              iconProps={{ title: t('kit.assistive.openDropdown') }}
              id="dc-standby-role"
              value={draft.role}
              disabled={!canEdit}
              onChange={(event) =>
                setDraft({ ...draft, role: event.currentTarget.value as HotStandbySettings['role'] })
              }
              options={STANDBY_ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
            />,
          )}
          {field(
            'peerUrl',
            <InputGroup
              id="dc-standby-peerUrl"
              value={draft.peerUrl}
              disabled={!canEdit}
              placeholder="http://10.0.0.12:3000"
              onValueChange={(peerUrl) => setDraft({ ...draft, peerUrl })}
            />,
            t('elements.hot-standby-config.peerUrlHelp'),
          )}
          {field(
            'virtualIp',
            <InputGroup
              id="dc-standby-virtualIp"
              value={draft.virtualIp}
              disabled={!canEdit}
              placeholder="10.0.0.100"
              onValueChange={(virtualIp) => setDraft({ ...draft, virtualIp })}
            />,
            t('elements.hot-standby-config.virtualIpHelp'),
          )}
          {field(
            'heartbeatSeconds',
            <NumericInput
              buttonPosition="none"
              id="dc-standby-heartbeatSeconds"
              value={draft.heartbeatSeconds}
              min={1}
              max={300}
              disabled={!canEdit}
              onValueChange={(value) => setDraft({ ...draft, heartbeatSeconds: value })}
            />,
          )}
          {field(
            'failoverAfter',
            <NumericInput
              buttonPosition="none"
              id="dc-standby-failoverAfter"
              value={draft.failoverAfter}
              min={1}
              max={20}
              disabled={!canEdit}
              onValueChange={(value) => setDraft({ ...draft, failoverAfter: value })}
            />,
          )}
          {canEdit && (
            <Button
              intent={Intent.PRIMARY}
              icon={<FloppyDiskIcon />}
              text={t('common.saveText')}
              disabled={!changed || !check.success}
              onClick={() => void save()}
            />
          )}
        </Card>
      </div>
    </div>
  );
});
