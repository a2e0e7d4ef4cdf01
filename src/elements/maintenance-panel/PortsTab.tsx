import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { FloppyDiskIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '../../contract/endpoint';
import {
  type getPorts,
  type ServicePorts,
  servicePortsSchema,
  setPorts,
} from '../../contract/operations/maintenance';
import { useElementToaster, useKitCore } from '../kit';
import { watched } from '../kit/resource/resourceClient';

type Ports = ResponseOf<typeof getPorts>;
const NAMES = ['http', 'https', 'websocket', 'sip', 'sipTls'] as const;

/** The service ports: stored here, checked for clashes, applied at the next start; the ones in use now. */
export function PortsTab({ ports, canEdit }: { ports: Ports; canEdit: boolean }) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const [draft, setDraft] = useState<Record<(typeof NAMES)[number], string>>(() => ({
    http: String(ports.stored.http),
    https: String(ports.stored.https),
    websocket: String(ports.stored.websocket),
    sip: String(ports.stored.sip),
    sipTls: String(ports.stored.sipTls),
  }));
  const values = Object.fromEntries(NAMES.map((name) => [name, Number(draft[name])])) as ServicePorts;
  const check = servicePortsSchema.safeParse(values);
  const problem = (name: string) => {
    if (check.success) return undefined;
    const issue = check.error.issues.find((item) => item.path[0] === name);
    return issue
      ? t(issue.message, { field: t(`operations.maintenance.fields.${name}`), min: 1, max: 65535 })
      : undefined;
  };
  return (
    <div className="dc-maint-tab">
      <Callout compact data-testid="running-ports">
        {t('elements.maintenance-panel.runningPorts', {
          http: ports.running.http,
          https: ports.running.https ?? '—',
          websocket: ports.running.websocket,
        })}
      </Callout>
      <div className="dc-maint-form">
        {NAMES.map((name) => (
          <FormGroup
            key={name}
            label={t(`operations.maintenance.fields.${name}`)}
            labelFor={`dc-port-${name}`}
            helperText={problem(name)}
            intent={problem(name) ? Intent.DANGER : Intent.NONE}
          >
            <InputGroup
              id={`dc-port-${name}`}
              type="number"
              value={draft[name]}
              disabled={!canEdit}
              onValueChange={(value) => setDraft({ ...draft, [name]: value })}
            />
          </FormGroup>
        ))}
        <p className="dc-hint">{t('elements.maintenance-panel.portsHelp')}</p>
        {canEdit && (
          <Button
            intent={Intent.PRIMARY}
            icon={<FloppyDiskIcon />}
            text={t('common.saveText')}
            disabled={!check.success}
            onClick={async () => {
              try {
                await watched(http.call(setPorts, values));
                toaster.show(t('elements.maintenance-panel.portsSaved'), Intent.SUCCESS);
              } catch {
                // Shown by the HTTP client.
              }
            }}
          />
        )}
      </div>
    </div>
  );
}
