import { Button, Classes, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALARM_TYPES, reportSosAlarm } from '../../contract/calldata';
import { PermissionGuard, useKitCore } from '../kit';
import { Dialog } from '../kit/overlay/LabelledOverlays';
import { useFocusReturn } from '../kit/overlay/useFocusReturn';
import { watched } from '../kit/resource/resourceClient';

/** A drill: raises an alarm for a member as a terminal would (needs `sos:add`). */
export function SosTestAlarmButton() {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const [open, setOpen] = useState(false);
  const [account, setAccount] = useState('');
  const [type, setType] = useState<(typeof ALARM_TYPES)[number]>('sos');
  const raise = async () => {
    try {
      await watched(http.call(reportSosAlarm, { memberAccount: account, alarmType: type }));
      setOpen(false);
    } catch {
      // The HTTP client showed the reason (an unknown member).
    }
  };
  const focusReturn = useFocusReturn(open);
  return (
    <PermissionGuard permission="sos:add">
      <Button text={t('calldata.sosAlarm.testAlarm')} onClick={() => setOpen(true)} />
      <Dialog
        {...focusReturn}
        isOpen={open}
        onClose={() => setOpen(false)}
        title={t('calldata.sosAlarm.testAlarm')}
      >
        <div className={Classes.DIALOG_BODY}>
          <FormGroup label={t('calldata.sosAlarm.testAlarmAccount')} labelFor="dc-sos-account">
            <InputGroup id="dc-sos-account" value={account} onValueChange={setAccount} />
          </FormGroup>
          <FormGroup label={t('calldata.sosAlarm.fields.alarmType')} labelFor="dc-sos-type">
            <HTMLSelect
              iconProps={{ title: t('kit.assistive.openDropdown') }}
              id="dc-sos-type"
              value={type}
              onChange={(event) => setType(event.currentTarget.value as (typeof ALARM_TYPES)[number])}
              options={ALARM_TYPES.map((value) => ({
                value,
                label: t(`calldata.sosAlarm.values.alarmType.${value}`),
              }))}
            />
          </FormGroup>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button
              intent={Intent.DANGER}
              text={t('calldata.sosAlarm.testAlarm')}
              disabled={!account}
              onClick={() => void raise()}
            />
          </div>
        </div>
      </Dialog>
    </PermissionGuard>
  );
}
