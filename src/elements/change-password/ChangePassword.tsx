import { Button, Callout, Card, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { EyeOffIcon, EyeOpenIcon, SmallCrossIcon, SmallTickIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setPassword } from '../../contract/auth';
import { useElementEvents, useKitCore } from '../kit';
import { watched } from '../kit/resource/resourceClient';
import { PASSWORD_RULE_KEYS, passwordRuleStates } from './passwordRules';

/** `<change-password>`: the signed-in account's password, with the rules checked as the new one is typed. */
export const ChangePassword = observer(function ChangePassword() {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const events = useElementEvents();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [visible, setVisible] = useState(false);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const states = passwordRuleStates(newPassword);
  const rulesMet = PASSWORD_RULE_KEYS.every((key) => states[key]);
  const mismatch = repeat !== '' && repeat !== newPassword;
  const sameAsOld = newPassword !== '' && newPassword === oldPassword;
  const valid = oldPassword !== '' && rulesMet && repeat === newPassword && !sameAsOld;

  const submit = async () => {
    if (!valid || saving) return;
    setSaving(true);
    try {
      await watched(http.call(setPassword, { oldPassword, newPassword }));
      setDone(true);
      setOldPassword('');
      setNewPassword('');
      setRepeat('');
      events.emit('dc-saved', { resource: 'change_password' });
    } catch {
      // The HTTP client showed why (the old password is wrong).
    } finally {
      setSaving(false);
    }
  };
  const toggle = (
    <Button
      variant="minimal"
      icon={visible ? <EyeOffIcon /> : <EyeOpenIcon />}
      aria-label={visible ? t('accounts.password.hide') : t('accounts.password.show')}
      aria-pressed={visible}
      onClick={() => setVisible(!visible)}
    />
  );
  const type = visible ? 'text' : 'password';

  return (
    <div className="dc-screen" part="screen">
      <div className="dc-toolbar" part="toolbar" role="toolbar">
        <strong part="title">{t('accounts.password.title')}</strong>
      </div>
      <Card className="dc-password-card">
        {done ? (
          <Callout intent={Intent.SUCCESS} className="dc-password-done" role="status">
            {t('accounts.password.changed')}
          </Callout>
        ) : null}
        <form
          part="form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormGroup label={t('accounts.password.old')} labelFor="dc-password-old" labelInfo="*">
            <InputGroup
              id="dc-password-old"
              type={type}
              autoComplete="current-password"
              value={oldPassword}
              onValueChange={(value) => {
                setOldPassword(value);
                setDone(false);
              }}
              rightElement={toggle}
            />
          </FormGroup>
          <FormGroup
            label={t('accounts.password.new')}
            labelFor="dc-password-new"
            labelInfo="*"
            intent={sameAsOld ? Intent.DANGER : Intent.NONE}
            helperText={sameAsOld ? t('validation.passwordSameAsOld') : undefined}
          >
            <InputGroup
              id="dc-password-new"
              type={type}
              autoComplete="new-password"
              value={newPassword}
              aria-describedby="dc-password-rules"
              onValueChange={(value) => {
                setNewPassword(value);
                setDone(false);
              }}
            />
          </FormGroup>
          <ul
            id="dc-password-rules"
            className="dc-password-rules"
            aria-live="polite"
            data-testid="password-rules"
          >
            {PASSWORD_RULE_KEYS.map((key) => (
              <li key={key} className={states[key] ? 'dc-rule-met' : 'dc-rule-open'} data-met={states[key]}>
                {states[key] ? <SmallTickIcon /> : <SmallCrossIcon />}
                <span>{t(`accounts.password.rules.${key.split('.')[1]}`)}</span>
                <span className="bp6-text-muted dc-visually-hidden">
                  {states[key] ? t('accounts.password.met') : t('accounts.password.notMet')}
                </span>
              </li>
            ))}
          </ul>
          <FormGroup
            label={t('accounts.password.repeat')}
            labelFor="dc-password-repeat"
            labelInfo="*"
            intent={mismatch ? Intent.DANGER : Intent.NONE}
            helperText={mismatch ? t('validation.passwordMismatch') : undefined}
          >
            <InputGroup
              id="dc-password-repeat"
              type={type}
              autoComplete="new-password"
              value={repeat}
              intent={mismatch ? Intent.DANGER : Intent.NONE}
              onValueChange={setRepeat}
            />
          </FormGroup>
          <p className="dc-password-note">{t('accounts.password.othersSignedOut')}</p>
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            text={t('accounts.password.submit')}
            loading={saving}
            disabled={!valid}
          />
        </form>
      </Card>
    </div>
  );
});
