import { Button, FormGroup, HTMLTable, InputGroup, Intent } from '@blueprintjs/core';
import { FloppyDiskIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '../../contract/endpoint';
import {
  type AdvertisedAddresses,
  advertisedAddressesSchema,
  type getNetwork,
  setAdvertised,
} from '../../contract/operations/maintenance';
import { useElementToaster, useKitCore } from '../kit';
import { watched } from '../kit/resource/resourceClient';

type Network = ResponseOf<typeof getNetwork>;

/** The host's interfaces as the server sees them, and the addresses the platform gives terminals and partners. */
export function NetworkTab({ network, canEdit }: { network: Network; canEdit: boolean }) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const [draft, setDraft] = useState<AdvertisedAddresses>(network.advertised);
  const [saved, setSaved] = useState<AdvertisedAddresses>(network.advertised);
  const check = advertisedAddressesSchema.safeParse(draft);
  const problem = (name: keyof AdvertisedAddresses) => {
    if (check.success) return undefined;
    const issue = check.error.issues.find((item) => item.path[0] === name);
    return issue ? t(issue.message, { field: t(`operations.maintenance.fields.${name}`) }) : undefined;
  };
  return (
    <div className="dc-maint-tab">
      <HTMLTable compact striped className="dc-maint-table" data-testid="interfaces">
        <thead>
          <tr>
            <th>{t('elements.maintenance-panel.interface')}</th>
            <th>{t('elements.maintenance-panel.address')}</th>
            <th>{t('elements.maintenance-panel.family')}</th>
          </tr>
        </thead>
        <tbody>
          {network.interfaces.flatMap((item) =>
            item.addresses.map((address) => (
              <tr key={`${item.name}-${address.address}`}>
                <td>{item.name}</td>
                <td>
                  <code>{address.cidr || address.address}</code>
                  {address.internal ? ` (${t('elements.maintenance-panel.internal')})` : ''}
                </td>
                <td>{address.family}</td>
              </tr>
            )),
          )}
        </tbody>
      </HTMLTable>
      <div className="dc-maint-form">
        <h3>{t('elements.maintenance-panel.advertised')}</h3>
        {(['consoleUrl', 'sipAddress', 'mediaAddress'] as const).map((name) => (
          <FormGroup
            key={name}
            label={t(`operations.maintenance.fields.${name}`)}
            labelFor={`dc-adv-${name}`}
            helperText={problem(name)}
            intent={problem(name) ? Intent.DANGER : Intent.NONE}
          >
            <InputGroup
              id={`dc-adv-${name}`}
              value={draft[name]}
              disabled={!canEdit}
              onValueChange={(value) => setDraft({ ...draft, [name]: value })}
            />
          </FormGroup>
        ))}
        {canEdit && (
          <Button
            intent={Intent.PRIMARY}
            icon={<FloppyDiskIcon />}
            text={t('common.saveText')}
            disabled={!check.success || JSON.stringify(draft) === JSON.stringify(saved)}
            onClick={async () => {
              try {
                const answer = await watched(http.call(setAdvertised, draft));
                setSaved(answer);
                toaster.show(t('elements.maintenance-panel.saved'), Intent.SUCCESS);
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
