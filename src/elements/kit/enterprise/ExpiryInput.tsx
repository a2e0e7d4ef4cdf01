import { InputGroup } from '@blueprintjs/core';
import { dateInputOfExpiry, expiryOfDateInput } from './enterpriseDates';

export interface ExpiryInputProps {
  id: string;
  /** The expiry in ms as the form keeps it (text), or '' for none. */
  value: string;
  /** '' for none, else the expiry in ms as text. */
  onChange(value: string): void;
  disabled?: boolean;
}

/** A day picker for an enterprise's expiry; clearing it means no expiry. */
export function ExpiryInput({ id, value, onChange, disabled }: ExpiryInputProps) {
  return (
    <InputGroup
      id={id}
      type="date"
      value={dateInputOfExpiry(value)}
      disabled={disabled}
      onValueChange={(next) => {
        const expiry = expiryOfDateInput(next);
        onChange(expiry === null ? '' : String(expiry));
      }}
    />
  );
}
