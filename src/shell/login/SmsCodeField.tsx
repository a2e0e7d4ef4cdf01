import { Button } from '@blueprintjs/core';
import { Key } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_CODE_RULES, type SmsPurpose, sendSmsCode } from '../../contract';
import { useConsole } from '../app/ConsoleContext';
import { TextField } from './TextField';
import { useCountdown } from './useCountdown';
import { maskedPhone, phoneError } from './variantForms';

export interface SmsCodeFieldProps {
  idPrefix: string;
  purpose: SmsPurpose;
  phone: string;
  value: string;
  onValueChange(value: string): void;
  /** i18n key of the code field's message. */
  error?: string;
  /** The number cannot get a code: the form shows this key under the number. */
  onPhoneError(key: string | undefined): void;
  /** The server refused to send (too soon, hourly cap, number already bound…): its message. */
  onFailure(message: string): void;
}

/**
 * The verification code with its "send code" button: the button asks the server for a code for the number
 * and then counts down the resend wait the server answered (docs/behaviour.md#screens-and-routes variants).
 */
export function SmsCodeField(props: SmsCodeFieldProps) {
  const { idPrefix, purpose, phone, value, onValueChange, error, onPhoneError, onFailure } = props;
  const { http } = useConsole();
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState('');

  const send = async () => {
    const invalid = phoneError(phone);
    onPhoneError(invalid);
    if (invalid) return;
    setSending(true);
    onFailure('');
    try {
      const answer = await http.call(
        sendSmsCode,
        { phone: phone.trim(), purpose },
        { errorMessageMode: 'none' },
      );
      countdown.start(answer.resendIn);
      setSentTo(phone.trim());
    } catch (failure) {
      onFailure(failure instanceof Error ? failure.message : t('sys.api.errorMessage'));
    } finally {
      setSending(false);
    }
  };

  const hint = sentTo
    ? t('shell.login.codeSent', { phone: maskedPhone(sentTo), minutes: SMS_CODE_RULES.validSeconds / 60 })
    : undefined;
  return (
    <div className="dc-login__code-row">
      <TextField
        id={`${idPrefix}-code`}
        label={t('shell.login.code')}
        leftIcon={<Key />}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_RULES.length}
        placeholder={t('shell.login.codePlaceholder')}
        value={value}
        onValueChange={onValueChange}
        error={error}
        hint={hint}
      />
      <div className="dc-login__code-send">
        <Button
          type="button"
          size="large"
          data-testid={`${idPrefix}-send-code`}
          loading={sending}
          disabled={countdown.left > 0}
          onClick={() => void send()}
          text={
            countdown.left > 0
              ? t('shell.login.resendIn', { seconds: countdown.left })
              : t('shell.login.sendCode')
          }
        />
      </div>
    </div>
  );
}
