import {
  Alert,
  Button,
  Callout,
  Card,
  Checkbox,
  Classes,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  Radio,
  RadioGroup,
  Tag,
} from '@blueprintjs/core';
import { KeyIcon } from '@blueprintjs/icons';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminAccount, adminPage } from '../../contract/accounts/adminAccount';
import {
  addPartnerKey,
  listPartnerKeys,
  type PartnerKey,
  revokePartnerKey,
} from '../../contract/partnerKeys';
import { DATE_TIME_FORMAT } from '../../core/config/constants';
import { PermissionGuard, useElementToaster, useKitCore } from '../kit';
import { Dialog } from '../kit/overlay/LabelledOverlays';
import { watched } from '../kit/resource/resourceClient';
import { KeyPermitPicker } from './KeyPermitPicker';

const formatDateTime = (ms: number) => dayjs(ms).format(DATE_TIME_FORMAT);

const STATE_INTENT: Record<PartnerKey['state'], Intent> = {
  active: Intent.SUCCESS,
  revoked: Intent.DANGER,
  expired: Intent.WARNING,
};

interface Draft {
  name: string;
  /** The tokens act as an existing sub-user, or as an account made for this key alone. */
  account: 'new' | 'existing';
  accountId: string;
  username: string;
  permits: string[];
  origins: string[];
  /** `YYYY-MM-DD` or ''. */
  expires: string;
}

/** The end of the chosen day in the browser's time zone, or null for none. */
function expiryOf(day: string): number | null {
  if (!day) return null;
  const end = new Date(`${day}T23:59:59`);
  return Number.isNaN(end.getTime()) ? null : end.getTime();
}

/**
 * Partner keys — what a partner's back end exchanges for a short-lived token (POST
 * /api/partner/token) instead of holding a person's password. A key acts as one sub-user and works from
 * the chosen registered origins; its secret is shown once; revoking ends its tokens.
 */
export const PartnerKeysSection = observer(function PartnerKeysSection({
  origins,
}: {
  /** The enterprise's registered portal origins (a key may use only these). */
  origins: readonly string[];
}) {
  const { t } = useTranslation();
  const { http, store } = useKitCore();
  const toaster = useElementToaster();
  const [keys, setKeys] = useState<PartnerKey[] | null>(null);
  const [accounts, setAccounts] = useState<AdminAccount[]>([]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<PartnerKey | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(() => {
    watched(http.call(listPartnerKeys, {}))
      .then((answer) => setKeys(answer.keys))
      .catch(() => setKeys([]));
  }, [http]);
  useEffect(reload, [reload]);

  const openDraft = () => {
    setDraft({
      name: '',
      account: 'new',
      accountId: '',
      username: '',
      permits: [],
      origins: origins.length === 1 ? [...origins] : [],
      expires: '',
    });
    watched(http.call(adminPage, { pageNum: 1, pageSize: 100 }, { errorMessageMode: 'none' }))
      .then((page) => setAccounts(page.records.filter((account) => account.status === 'enabled')))
      .catch(() => setAccounts([]));
  };
  const accountChosen =
    draft?.account === 'new'
      ? draft.username.trim().length >= 3 && draft.permits.length > 0
      : !!draft?.accountId;
  const draftValid = draft?.name.trim() && accountChosen && draft.origins.length > 0;
  const create = async () => {
    if (!draft || !draftValid) return;
    setBusy(true);
    try {
      const answer = await watched(
        http.call(addPartnerKey, {
          name: draft.name.trim(),
          ...(draft.account === 'new'
            ? { newAccount: { username: draft.username.trim(), permits: draft.permits } }
            : { accountId: draft.accountId }),
          origins: draft.origins,
          expiresAt: expiryOf(draft.expires),
        }),
      );
      setDraft(null);
      setSecret(answer.secret);
      reload();
    } catch {
      // The HTTP client showed why.
    } finally {
      setBusy(false);
    }
  };
  const revoke = async (key: PartnerKey) => {
    setRevoking(null);
    try {
      const answer = await watched(http.call(revokePartnerKey, { id: key.id }));
      toaster.show(t('partnerKeys.revoked', { name: key.name, count: answer.sessionsEnded }), Intent.SUCCESS);
      reload();
    } catch {
      // The HTTP client showed why.
    }
  };

  return (
    <Card className="dc-oem-card" data-testid="partner-keys-section">
      <h3 className="dc-oem-heading">{t('partnerKeys.heading')}</h3>
      <p className="dc-oem-help">{t('partnerKeys.help')}</p>
      {keys === null ? null : keys.length === 0 ? (
        <p className="dc-oem-empty">{t('partnerKeys.none')}</p>
      ) : (
        <table className={`${Classes.HTML_TABLE} ${Classes.COMPACT} dc-oem-keys`}>
          <thead>
            <tr>
              <th scope="col">{t('partnerKeys.fields.name')}</th>
              <th scope="col">{t('partnerKeys.fields.accountId')}</th>
              <th scope="col">{t('partnerKeys.fields.origins')}</th>
              <th scope="col">{t('partnerKeys.fields.expiresAt')}</th>
              <th scope="col">{t('partnerKeys.fields.state')}</th>
              <th scope="col">{t('partnerKeys.fields.lastUsedAt')}</th>
              <th scope="col">
                <span className={Classes.TEXT_MUTED}>{t('partnerKeys.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key.id} data-key={key.name}>
                <td>
                  {key.name}
                  <div className={Classes.TEXT_MUTED}>{key.id}</div>
                </td>
                <td>
                  {key.accountName}
                  {key.ownAccount ? (
                    <Tag minimal className="dc-oem-own-account">
                      {t('partnerKeys.ownAccount')}
                    </Tag>
                  ) : null}
                </td>
                <td>{key.origins.join(', ')}</td>
                <td>{key.expiresAt ? formatDateTime(key.expiresAt) : t('partnerKeys.noExpiry')}</td>
                <td>
                  <Tag minimal intent={STATE_INTENT[key.state]}>
                    {t(`partnerKeys.states.${key.state}`)}
                  </Tag>
                </td>
                <td>
                  {key.lastUsedAt
                    ? t('partnerKeys.used', { time: formatDateTime(key.lastUsedAt), count: key.useCount })
                    : t('partnerKeys.neverUsed')}
                </td>
                <td>
                  {key.state === 'active' ? (
                    <PermissionGuard permission="enterprise-oem:edit">
                      <Button
                        size="small"
                        variant="minimal"
                        intent={Intent.DANGER}
                        text={t('partnerKeys.revoke')}
                        aria-label={t('partnerKeys.revokeNamed', { name: key.name })}
                        onClick={() => setRevoking(key)}
                      />
                    </PermissionGuard>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PermissionGuard permission="enterprise-oem:edit">
        <Button
          icon={<KeyIcon />}
          text={t('partnerKeys.create')}
          disabled={origins.length === 0}
          title={origins.length === 0 ? t('partnerKeys.originsFirst') : undefined}
          onClick={openDraft}
        />
        {origins.length === 0 ? <p className="dc-oem-help">{t('partnerKeys.originsFirst')}</p> : null}
      </PermissionGuard>

      <Dialog isOpen={draft !== null} title={t('partnerKeys.create')} onClose={() => setDraft(null)}>
        {draft ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void create();
            }}
          >
            <DialogBody>
              <FormGroup label={t('partnerKeys.fields.name')} labelFor="dc-key-name" labelInfo="*">
                <InputGroup
                  id="dc-key-name"
                  value={draft.name}
                  maxLength={64}
                  onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
                />
              </FormGroup>
              <RadioGroup
                label={t('partnerKeys.accountMode')}
                inline
                selectedValue={draft.account}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    account: event.currentTarget.value === 'existing' ? 'existing' : 'new',
                  })
                }
              >
                <Radio value="new" label={t('partnerKeys.newAccount')} />
                <Radio value="existing" label={t('partnerKeys.existingAccount')} />
              </RadioGroup>
              {draft.account === 'new' ? (
                <>
                  <FormGroup
                    label={t('partnerKeys.fields.username')}
                    labelFor="dc-key-username"
                    labelInfo="*"
                    helperText={t('partnerKeys.usernameHelp')}
                  >
                    <InputGroup
                      id="dc-key-username"
                      value={draft.username}
                      maxLength={32}
                      onChange={(event) => setDraft({ ...draft, username: event.currentTarget.value })}
                    />
                  </FormGroup>
                  <FormGroup
                    label={t('partnerKeys.fields.permits')}
                    labelInfo="*"
                    helperText={t('partnerKeys.permitsHelp')}
                  >
                    <KeyPermitPicker
                      held={store.permission.permCodeList}
                      value={draft.permits}
                      onChange={(permits) => setDraft({ ...draft, permits })}
                    />
                  </FormGroup>
                </>
              ) : (
                <FormGroup
                  label={t('partnerKeys.fields.accountId')}
                  labelFor="dc-key-account"
                  labelInfo="*"
                  helperText={accounts.length ? t('partnerKeys.accountHelp') : t('partnerKeys.noSubUsers')}
                >
                  <HTMLSelect
                    iconProps={{ title: t('kit.assistive.openDropdown') }}
                    id="dc-key-account"
                    fill
                    value={draft.accountId}
                    onChange={(event) => setDraft({ ...draft, accountId: event.currentTarget.value })}
                    options={[
                      { value: '', label: t('partnerKeys.chooseAccount') },
                      ...accounts.map((account) => ({
                        value: account.id,
                        label: account.name ? `${account.username} (${account.name})` : account.username,
                      })),
                    ]}
                  />
                </FormGroup>
              )}
              <FormGroup label={t('partnerKeys.fields.origins')} labelInfo="*">
                {origins.map((origin) => (
                  <Checkbox
                    key={origin}
                    label={origin}
                    checked={draft.origins.includes(origin)}
                    onChange={(event) =>
                      setDraft({
                        ...draft,
                        origins: event.currentTarget.checked
                          ? [...draft.origins, origin]
                          : draft.origins.filter((item) => item !== origin),
                      })
                    }
                  />
                ))}
              </FormGroup>
              <FormGroup
                label={t('partnerKeys.fields.expiresAt')}
                labelFor="dc-key-expires"
                helperText={t('partnerKeys.expiryHelp')}
              >
                <InputGroup
                  id="dc-key-expires"
                  type="date"
                  value={draft.expires}
                  onChange={(event) => setDraft({ ...draft, expires: event.currentTarget.value })}
                />
              </FormGroup>
            </DialogBody>
            <DialogFooter
              actions={
                <>
                  <Button text={t('common.cancelText')} onClick={() => setDraft(null)} />
                  <Button
                    type="submit"
                    intent={Intent.PRIMARY}
                    text={t('partnerKeys.createSubmit')}
                    loading={busy}
                    disabled={!draftValid}
                  />
                </>
              }
            />
          </form>
        ) : null}
      </Dialog>

      <Dialog isOpen={secret !== null} title={t('partnerKeys.secretTitle')} onClose={() => setSecret(null)}>
        <DialogBody>
          <Callout intent={Intent.WARNING}>{t('partnerKeys.secretOnce')}</Callout>
          <InputGroup
            className="dc-oem-secret"
            readOnly
            value={secret ?? ''}
            aria-label={t('partnerKeys.secretTitle')}
            data-testid="partner-key-secret"
            onFocus={(event) => event.currentTarget.select()}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button
                text={t('partnerKeys.copy')}
                onClick={() => {
                  void navigator.clipboard
                    ?.writeText(secret ?? '')
                    .then(() => toaster.show(t('partnerKeys.copied'), Intent.SUCCESS))
                    .catch(() => undefined);
                }}
              />
              <Button
                intent={Intent.PRIMARY}
                text={t('partnerKeys.secretDone')}
                onClick={() => setSecret(null)}
              />
            </>
          }
        />
      </Dialog>

      <Alert
        isOpen={revoking !== null}
        intent={Intent.DANGER}
        icon={<KeyIcon />}
        confirmButtonText={t('partnerKeys.revoke')}
        cancelButtonText={t('common.cancelText')}
        onConfirm={() => revoking && void revoke(revoking)}
        onCancel={() => setRevoking(null)}
      >
        <p>{revoking ? t('partnerKeys.revokeConfirm', { name: revoking.name }) : ''}</p>
      </Alert>
    </Card>
  );
});
