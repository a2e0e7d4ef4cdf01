import { Button, Callout, Card, FormGroup, HTMLSelect, Intent, Spinner, TextArea } from '@blueprintjs/core';
import { TimeIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkServerTime,
  getServerTime,
  MAX_NTP_SERVERS,
  type NtpCheck,
  type ServerTime,
  updateServerTime,
} from '../../contract/operations';
import { PermissionGuard, RefreshButton, useElementToaster, useKitCore } from '../kit';
import { watched } from '../kit/resource/resourceClient';
import { browserDriftMs, formatInZone, formatUtcOffset } from './clockDrift';

const REFRESH_MS = 30_000;

/** `<server-time-sync>`: the server's clock beside the browser's, the platform time zone and NTP checks. */
export const ServerTimeSync = observer(function ServerTimeSync() {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const [time, setTime] = useState<ServerTime | null>(null);
  const [drift, setDrift] = useState(0);
  const [tick, setTick] = useState(Date.now());
  const [timeZone, setTimeZone] = useState('');
  const [servers, setServers] = useState('');
  const [checking, setChecking] = useState(false);

  const load = useCallback(async () => {
    const sentAt = Date.now();
    try {
      const answer = (await watched(http.call(getServerTime, {}))) as ServerTime;
      setDrift(browserDriftMs(answer.now, sentAt, Date.now()));
      setTime(answer);
      setTimeZone(answer.timeZone);
      setServers(answer.ntpServers.join('\n'));
    } catch {
      // The HTTP client showed why.
    }
  }, [http]);
  useEffect(() => {
    void load();
    const refresh = setInterval(() => void load(), REFRESH_MS);
    const clock = setInterval(() => setTick(Date.now()), 1000);
    return () => {
      clearInterval(refresh);
      clearInterval(clock);
    };
  }, [load]);
  // The runtime's zones; UTC is offered too (some runtimes list only the regional names).
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);

  if (!time) return <Spinner size={24} />;
  const serverNow = tick - drift;
  const list = servers
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const changed = timeZone !== time.timeZone || list.join('\n') !== time.ntpServers.join('\n');
  const save = async () => {
    try {
      const answer = (await watched(
        http.call(updateServerTime, { timeZone, ntpServers: list }),
      )) as ServerTime;
      setTime(answer);
      toaster.show(t('operations.serverTime.saved'), Intent.SUCCESS);
    } catch {
      // The HTTP client showed which server or zone was refused.
    }
  };
  const check = async () => {
    setChecking(true);
    try {
      const result = (await watched(http.call(checkServerTime, {}))) as NtpCheck;
      setTime({ ...time, lastCheck: result });
    } catch {
      // The HTTP client showed why.
    } finally {
      setChecking(false);
    }
  };
  const last = time.lastCheck;
  const seconds = Math.abs(drift) / 1000;

  return (
    <div className="dc-screen" part="screen">
      <div className="dc-toolbar" part="toolbar" role="toolbar">
        <strong part="title">{t('operations.serverTime.title')}</strong>
        <span className="dc-toolbar-spacer" />
        <RefreshButton onClick={() => void load()} />
      </div>
      <div className="dc-time-body">
        <div className="dc-time-clocks">
          <Card className="dc-time-card" data-testid="server-clock">
            <div className="dc-time-label">{t('operations.serverTime.fields.now')}</div>
            <div className="dc-time-value">{formatInZone(serverNow, time.timeZone)}</div>
            <div className="dc-time-note">
              {time.timeZone} · {formatUtcOffset(time.utcOffsetMinutes)}
            </div>
          </Card>
          <Card className="dc-time-card">
            <div className="dc-time-label">{t('operations.serverTime.browserTime')}</div>
            <div className="dc-time-value">{formatInZone(tick, time.timeZone)}</div>
            <div className="dc-time-note" data-testid="browser-drift">
              {seconds < 1
                ? t('operations.serverTime.inStep')
                : t('operations.serverTime.drift', {
                    value: `${seconds.toFixed(1)} s`,
                    direction: t(drift > 0 ? 'operations.serverTime.ahead' : 'operations.serverTime.behind'),
                  })}
            </div>
          </Card>
        </div>
        <form
          className="dc-time-form"
          part="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (changed) void save();
          }}
        >
          <FormGroup label={t('operations.serverTime.fields.timeZone')} labelFor="dc-time-zone">
            <HTMLSelect
              iconProps={{ title: t('kit.assistive.openDropdown') }}
              id="dc-time-zone"
              value={timeZone}
              onChange={(event) => setTimeZone(event.currentTarget.value)}
              options={[...new Set(['UTC', timeZone, ...zones])].map((zone) => ({
                value: zone,
                label: zone,
              }))}
            />
          </FormGroup>
          <FormGroup
            label={t('operations.serverTime.fields.ntpServers')}
            labelFor="dc-time-ntp"
            helperText={t('operations.serverTime.ntpHelp')}
            intent={list.length > MAX_NTP_SERVERS ? Intent.DANGER : Intent.NONE}
          >
            <TextArea
              id="dc-time-ntp"
              rows={4}
              fill
              value={servers}
              onChange={(event) => setServers(event.currentTarget.value)}
            />
          </FormGroup>
          <PermissionGuard permission="server-time:edit">
            <Button type="submit" intent={Intent.PRIMARY} text={t('common.saveText')} disabled={!changed} />{' '}
            <Button
              icon={<TimeIcon />}
              text={checking ? t('operations.serverTime.checking') : t('operations.serverTime.sync')}
              loading={checking}
              disabled={changed || !time.ntpServers.length}
              onClick={() => void check()}
            />
          </PermissionGuard>
        </form>
        <Callout
          className="dc-time-check"
          data-testid="ntp-check"
          intent={!last ? Intent.NONE : last.ok ? Intent.SUCCESS : Intent.WARNING}
          title={t('operations.serverTime.fields.lastCheck')}
        >
          {!last
            ? t('operations.serverTime.neverChecked')
            : `${formatInZone(last.at, time.timeZone)} · ${
                last.ok
                  ? t('operations.serverTime.checkOk', {
                      server: last.server,
                      offset: last.offsetMs,
                      rtt: last.roundTripMs,
                    })
                  : t('operations.serverTime.checkFailed', { server: last.server, error: last.error })
              }`}
          <p className="dc-time-note">{t('operations.serverTime.notSetting')}</p>
        </Callout>
      </div>
    </div>
  );
});
