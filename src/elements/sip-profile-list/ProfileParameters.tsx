import { Classes, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type SipProfile, SOFIA_PARAMS } from '../../contract/switch/sipProfile';
import { Dialog } from '../kit/overlay/LabelledOverlays';

export interface ProfileParametersProps {
  profile: SipProfile | null;
  onClose(): void;
}

/** The value a sofia parameter takes from the profile; fixed ones are the switch's defaults. */
function renderedValue(profile: SipProfile, param: string, field: keyof SipProfile | null): string {
  if (field === null) return '—';
  const value = profile[field];
  if (param === 'ws-binding') return profile.transports.includes('ws') ? ':5066' : '—';
  if (param === 'wss-binding') return profile.transports.includes('wss') ? ':7443' : '—';
  if (param === 'bind-params') return `transport=${profile.transports}`;
  if ((param === 'tls-sip-port' || param === 'tls-cert-dir') && !profile.tlsEnabled) return '—';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return value === null || value === '' ? '—' : String(value);
}

/** Every sofia parameter of a profile with the value it is rendered with and its documented meaning. */
export function ProfileParameters({ profile, onClose }: ProfileParametersProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={profile !== null}
      onClose={onClose}
      title={`${t('resources.sipProfile.detail')} · ${profile?.name ?? ''}`}
      style={{ width: 760 }}
    >
      <div className={Classes.DIALOG_BODY} data-testid="profile-parameters">
        {profile && (
          <HTMLTable compact striped style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{t('resources.sipProfile.parameter')}</th>
                <th>{t('resources.sipProfile.renderedValue')}</th>
                <th>{t('resources.sipProfile.meaning')}</th>
              </tr>
            </thead>
            <tbody>
              {SOFIA_PARAMS.map(({ param, field }) => (
                <tr key={param}>
                  <td>
                    <code>{param}</code>
                  </td>
                  <td>{renderedValue(profile, param, field)}</td>
                  <td>{t(`resources.sipProfile.params.${param}`)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </div>
    </Dialog>
  );
}
