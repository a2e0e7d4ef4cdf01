import { Alert, Button, Intent } from '@blueprintjs/core';
import { InfoSignIcon, PlayIcon, RefreshIcon, StopIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ProfileIntent,
  type SipProfile,
  setSipProfileIntent,
  sipProfileResource,
} from '../../contract/switch/sipProfile';
import { useElementEvents } from '../kit/element/elementEvents';
import { useElementToaster } from '../kit/element/elementToaster';
import { useKitCore } from '../kit/element/kitCore';
import type { FormFieldOptions } from '../kit/form/formFields';
import type { GridColumn } from '../kit/grid/DataGrid';
import { useCan } from '../kit/permission/useCan';
import { watched } from '../kit/resource/resourceClient';
import { ResourceListScreen, type ScreenControls } from '../kit/screen/ResourceListScreen';
import { ProfileParameters } from './ProfileParameters';

export interface SipProfileListProps {
  readonly?: boolean;
  pageSize?: number;
}

const INTENT_ICONS = { start: <PlayIcon />, stop: <StopIcon />, restart: <RefreshIcon /> } as const;

/** SIP 配置 (ADMIN): sofia profiles, their parameters, and start/stop/restart for the switch. */
export const SipProfileList = observer(function SipProfileList({ readonly, pageSize }: SipProfileListProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const { emit } = useElementEvents();
  const canEdit = useCan('sipProfile:edit') && !readonly;
  const [detail, setDetail] = useState<SipProfile | null>(null);
  const [asking, setAsking] = useState<{
    row: SipProfile;
    intent: Exclude<ProfileIntent, 'none'>;
    controls: ScreenControls<SipProfile>;
  } | null>(null);

  const form = useMemo<Omit<FormFieldOptions, 'labels'>>(
    () => ({
      include: sipProfileResource.importColumns,
      overrides: {
        transports: { help: 'elements.sip-profile-list.transportsHelp' },
        codecs: { help: 'elements.sip-profile-list.codecsHelp' },
        tlsCertDir: { kind: 'text' },
      },
    }),
    [],
  );
  const columns = useMemo<(string | GridColumn<SipProfile>)[]>(
    () => ['name', 'sipIp', 'sipPort', 'transports', 'codecs', 'authCalls', 'enabled', 'intent', 'intentAt'],
    [],
  );

  const record = async () => {
    if (!asking) return;
    const { row, intent, controls } = asking;
    setAsking(null);
    try {
      await watched(http.call(setSipProfileIntent, { id: row.id, intent }));
      const label = t(`resources.sipProfile.values.intent.${intent}`);
      toaster.show(t('resources.sipProfile.intentRecorded', { intent: label }), Intent.SUCCESS);
      emit('dc-intent', { id: row.id, intent });
      controls.reload();
    } catch {
      // The HTTP client has shown why.
    }
  };

  return (
    <>
      <ResourceListScreen<SipProfile>
        resource={sipProfileResource}
        columns={columns}
        form={form}
        pageSize={pageSize}
        readonly={readonly}
        drawerSize="560px"
        rowActionsWidth={canEdit ? 330 : 170}
        rowActions={(row, _client, controls) => (
          <>
            <Button
              variant="minimal"
              size="small"
              icon={<InfoSignIcon />}
              text={t('resources.sipProfile.detail')}
              onClick={() => setDetail(row)}
            />
            {canEdit &&
              (['start', 'stop', 'restart'] as const).map((intent) => (
                <Button
                  key={intent}
                  variant="minimal"
                  size="small"
                  icon={INTENT_ICONS[intent]}
                  text={t(`resources.sipProfile.${intent}`)}
                  onClick={() => setAsking({ row, intent, controls })}
                />
              ))}
          </>
        )}
      />
      <ProfileParameters profile={detail} onClose={() => setDetail(null)} />
      <Alert
        isOpen={asking !== null}
        intent={Intent.WARNING}
        confirmButtonText={asking ? t(`resources.sipProfile.${asking.intent}`) : ''}
        cancelButtonText={t('common.cancelText')}
        canEscapeKeyCancel
        onConfirm={() => void record()}
        onCancel={() => setAsking(null)}
      >
        <p>
          {asking
            ? t('resources.sipProfile.confirmIntent', {
                intent: t(`resources.sipProfile.values.intent.${asking.intent}`),
                name: asking.row.name,
              })
            : ''}
        </p>
      </Alert>
    </>
  );
});
