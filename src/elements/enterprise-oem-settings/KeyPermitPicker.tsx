import { Checkbox } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNER_TOKEN_REFUSED_ROUTES } from '../../contract/partnerKeys';
import { ASYNC_ROUTES } from '../../contract/routeTable';
import { useKitCore } from '../kit';
import { enterprisePermitTree, toggleCodes } from '../kit/permits/permitTree';

/**
 * The grants of a key's own account: only what the person making the key holds (a key is never wider than
 * its maker; the server checks it again), no settings screens, which partner tokens may never use, and no
 * screens of functions the enterprise lacks (their endpoints refuse every token). One line per screen: its
 * view box, then its other actions.
 */
export const KeyPermitPicker = observer(function KeyPermitPicker({
  held,
  value,
  onChange,
}: {
  /** The maker's own permission codes. */
  held: readonly string[];
  value: readonly string[];
  onChange(value: string[]): void;
}) {
  const { t } = useTranslation();
  const { user } = useKitCore().store;
  const functions = user.userInfo?.functions?.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the screens change with the grants and functions only
  const screens = useMemo(() => {
    const allowed = new Set(held);
    return enterprisePermitTree(ASYNC_ROUTES, (needed) => user.hasFunction(needed))
      .flatMap((group) => group.screens)
      .filter((screen) => !PARTNER_TOKEN_REFUSED_ROUTES.includes(screen.name))
      .map((screen) => ({ ...screen, codes: screen.codes.filter((code) => allowed.has(code)) }))
      .filter((screen) => screen.codes.some((code) => code.endsWith(':search')));
  }, [held, functions]);
  const granted = new Set(value);
  if (!screens.length) return <p className="dc-oem-help">{t('partnerKeys.nothingToGrant')}</p>;
  return (
    <div className="dc-oem-key-permits" data-testid="key-permits">
      {screens.map((screen) => (
        <div key={screen.name} className="dc-oem-key-permit" data-screen={screen.name}>
          {screen.codes.map((code) => {
            const action = code.split(':')[1] ?? '';
            return (
              <Checkbox
                key={code}
                inline
                label={
                  action === 'search'
                    ? t(screen.title)
                    : t(`accounts.admins.actions.${action}`, { defaultValue: action })
                }
                aria-label={`${t(screen.title)} · ${t(`accounts.admins.actions.${action}`, { defaultValue: action })}`}
                checked={granted.has(code)}
                onChange={(event) => onChange(toggleCodes(value, [code], event.currentTarget.checked))}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
});
