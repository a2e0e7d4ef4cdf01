import { Button, HTMLSelect, Intent } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getLogSettings,
  SERVICE_LOG_LEVELS,
  type ServiceLogLevel,
  type ServiceLogSettings,
  setLogSettings,
} from '../../contract/operations';
import { PermissionGuard, useElementToaster, useKitCore } from '../kit';
import { watched } from '../kit/resource/resourceClient';

const RETENTION_CHOICES = [1, 3, 7, 14, 30, 60, 90, 180, 365];

/** The run-time level (applied by the server at once) and the days of files kept. */
export function LogSettingsBar() {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const [saved, setSaved] = useState<ServiceLogSettings | null>(null);
  const [draft, setDraft] = useState<ServiceLogSettings | null>(null);
  useEffect(() => {
    watched(http.call(getLogSettings, {}))
      .then((settings) => {
        setSaved(settings as ServiceLogSettings);
        setDraft(settings as ServiceLogSettings);
      })
      .catch(() => undefined);
  }, [http]);
  if (!draft || !saved) return null;
  const save = async () => {
    try {
      const next = (await watched(http.call(setLogSettings, draft))) as ServiceLogSettings;
      setSaved(next);
      toaster.show(
        t('operations.serviceLog.settingsSaved', {
          level: t(`operations.serviceLog.levels.${next.level}`),
          days: next.retentionDays,
        }),
        Intent.SUCCESS,
      );
    } catch {
      // The HTTP client showed why.
    }
  };
  const changed = draft.level !== saved.level || draft.retentionDays !== saved.retentionDays;
  return (
    <PermissionGuard permission="log:edit">
      <span className="dc-log-settings" part="settings">
        <label htmlFor="dc-log-runtime-level">
          {t('operations.serviceLog.runtimeLevel')}{' '}
          <HTMLSelect
            iconProps={{ title: t('kit.assistive.openDropdown') }}
            id="dc-log-runtime-level"
            value={draft.level}
            data-testid="log-level"
            onChange={(event) => setDraft({ ...draft, level: event.currentTarget.value as ServiceLogLevel })}
            options={SERVICE_LOG_LEVELS.map((value) => ({
              value,
              label: t(`operations.serviceLog.levels.${value}`),
            }))}
          />
        </label>
        <label htmlFor="dc-log-retention">
          {t('operations.serviceLog.fields.retentionDays')}{' '}
          <HTMLSelect
            iconProps={{ title: t('kit.assistive.openDropdown') }}
            id="dc-log-retention"
            value={draft.retentionDays}
            onChange={(event) => setDraft({ ...draft, retentionDays: Number(event.currentTarget.value) })}
            options={[...new Set([...RETENTION_CHOICES, saved.retentionDays])]
              .sort((a, b) => a - b)
              .map((value) => ({ value, label: String(value) }))}
          />
        </label>
        <Button text={t('common.saveText')} disabled={!changed} onClick={() => void save()} />
      </span>
    </PermissionGuard>
  );
}
