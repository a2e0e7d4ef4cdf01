import { Button, Checkbox } from '@blueprintjs/core';
import { ChevronDownIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASYNC_ROUTES } from '../../contract/routeTable';
import { useKitCore } from '../kit';
import { checkState, enterprisePermitTree, toggleCodes } from '../kit/permits/permitTree';

export interface PermitTreeInputProps {
  id: string;
  value: readonly string[];
  onChange(value: string[]): void;
}

/**
 * The sub-user's grants as a checkbox tree: groups, screens (open for single actions), tri-state boxes. The
 * screens of functions the enterprise lacks are not offered; grants of them the sub-user already holds stay.
 */
export const PermitTreeInput = observer(function PermitTreeInput({
  id,
  value,
  onChange,
}: PermitTreeInputProps) {
  const { t } = useTranslation();
  const { user } = useKitCore().store;
  const functions = user.userInfo?.functions?.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tree changes with the functions only
  const tree = useMemo(
    () => enterprisePermitTree(ASYNC_ROUTES, (needed) => user.hasFunction(needed)),
    [functions],
  );
  const granted = useMemo(() => new Set(value), [value]);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const box = (codes: readonly string[], label: string, key: string) => {
    const state = checkState(codes, granted);
    return (
      <Checkbox
        key={key}
        className="dc-permit-box"
        label={label}
        checked={state === 'checked'}
        indeterminate={state === 'indeterminate'}
        onChange={() => onChange(toggleCodes(value, codes, state !== 'checked'))}
      />
    );
  };
  return (
    <div id={id} className="dc-permit-tree">
      <p className="dc-permit-help">{t('accounts.admins.treeHelp')}</p>
      {tree.map((group) => (
        <fieldset key={group.name} className="dc-permit-group">
          <legend>
            {box(
              group.screens.flatMap((screen) => screen.codes),
              t(group.title),
              group.name,
            )}
          </legend>
          {group.screens.map((screen) => {
            const expanded = open.has(`${group.name}/${screen.name}`);
            return (
              <div key={screen.name} className="dc-permit-screen" data-screen={screen.name}>
                {screen.codes.length > 1 ? (
                  <Button
                    variant="minimal"
                    size="small"
                    icon={expanded ? <ChevronDownIcon /> : <ChevronRightIcon />}
                    aria-expanded={expanded}
                    aria-label={t(screen.title)}
                    onClick={() => {
                      const next = new Set(open);
                      const key = `${group.name}/${screen.name}`;
                      if (expanded) next.delete(key);
                      else next.add(key);
                      setOpen(next);
                    }}
                  />
                ) : (
                  <span className="dc-permit-spacer" />
                )}
                {box(screen.codes, t(screen.title), screen.name)}
                {expanded ? (
                  <div className="dc-permit-actions">
                    {screen.codes.map((code) =>
                      box([code], t(`accounts.admins.actions.${code.split(':')[1]}`), code),
                    )}
                  </div>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
});
