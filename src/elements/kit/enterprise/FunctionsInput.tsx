import { Checkbox } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ENTERPRISE_FUNCTIONS } from '../../../contract/accounts/enterprise';

export interface FunctionsInputProps {
  id: string;
  value: readonly string[];
  onChange(value: string[]): void;
  disabled?: boolean;
}

/** The feature flags of an enterprise as a group of checkboxes, kept in the contract's order. */
export function FunctionsInput({ id, value, onChange, disabled }: FunctionsInputProps) {
  const { t } = useTranslation();
  const chosen = new Set(value);
  return (
    <fieldset id={id} className="dc-functions" aria-label={t('resources.enterprise.fields.functions')}>
      {ENTERPRISE_FUNCTIONS.map((flag) => (
        <Checkbox
          key={flag}
          inline
          disabled={disabled}
          label={t(`resources.enterprise.values.functions.${flag}`)}
          checked={chosen.has(flag)}
          onChange={(event) => {
            const next = new Set(chosen);
            if (event.currentTarget.checked) next.add(flag);
            else next.delete(flag);
            onChange(ENTERPRISE_FUNCTIONS.filter((candidate) => next.has(candidate)));
          }}
        />
      ))}
    </fieldset>
  );
}
