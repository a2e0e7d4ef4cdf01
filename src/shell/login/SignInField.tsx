import type { InputHTMLAttributes, ReactNode } from 'react';
import { SignInIcon, type SignInIconName } from './SignInIcon';

export interface SignInFieldProps {
  /** The input's id and test id; the label and the help text point at it. */
  id: string;
  label: string;
  icon: SignInIconName;
  /** Shown under the field; in red while `invalid`. */
  help?: string;
  invalid: boolean;
  /** The input's own attributes (value, type, autocomplete, handlers …). */
  input: InputHTMLAttributes<HTMLInputElement>;
  /** A button inside the field's right end (the password's show/hide). */
  action?: ReactNode;
}

/** One labelled field of the plain sign-in form (drawn without Blueprint), with its help text. */
export function SignInField({ id, label, icon, help, invalid, input, action }: SignInFieldProps) {
  const helpId = `${id}-help`;
  return (
    <div className={invalid ? 'dc-field dc-field--danger' : 'dc-field'}>
      <label className="dc-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="dc-field__control">
        <SignInIcon name={icon} className="dc-field__icon" />
        <input
          {...input}
          id={id}
          data-testid={id}
          className={action ? 'dc-field__input dc-field__input--with-action' : 'dc-field__input'}
          aria-invalid={invalid}
          aria-describedby={help ? helpId : undefined}
        />
        {action}
      </div>
      {help ? (
        <div className="dc-field__help" id={helpId}>
          {help}
        </div>
      ) : null}
    </div>
  );
}
