import { Button, Callout, Card, FormGroup, Intent, Spinner, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPortalOrigins, MAX_PORTAL_ORIGINS, setPortalOrigins } from '../../contract/portalOrigins';
import { PermissionGuard, useElementEvents, useElementToaster, useKitCore } from '../kit';
import { watched } from '../kit/resource/resourceClient';
import { BrandingSection } from './BrandingSection';
import { readOriginLines } from './originList';
import { PartnerKeysSection } from './PartnerKeysSection';

/**
 * `<enterprise-oem-settings>`: the enterprise's customisation: its branding (title, colour, logo,
 * sign-in background), its partner portals' origins and the partner keys their back ends exchange for
 * tokens.
 */
export const EnterpriseOemSettings = observer(function EnterpriseOemSettings() {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const events = useElementEvents();
  const [saved, setSaved] = useState<string[] | null>(null);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    watched(http.call(getPortalOrigins, {}))
      .then((answer) => {
        const origins = (answer as { origins: string[] }).origins;
        setSaved(origins);
        setText(origins.join('\n'));
      })
      .catch(() => setSaved([]));
  }, [http]);
  if (!saved) return <Spinner size={24} />;
  const { origins, invalid, tooMany } = readOriginLines(text);
  const changed = origins.join('\n') !== saved.join('\n');
  const valid = !invalid.length && !tooMany;
  const save = async () => {
    setSaving(true);
    try {
      const answer = (await watched(http.call(setPortalOrigins, { origins }))) as { origins: string[] };
      setSaved(answer.origins);
      setText(answer.origins.join('\n'));
      toaster.show(t('portalOrigins.saved', { count: answer.origins.length }), Intent.SUCCESS);
      events.emit('dc-saved', { resource: 'enterprise-oem' });
    } catch {
      // The HTTP client showed why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="dc-screen" part="screen">
      <div className="dc-toolbar" part="toolbar" role="toolbar">
        <strong part="title">{t('portalOrigins.title')}</strong>
      </div>
      <BrandingSection />
      <Card className="dc-oem-card" data-testid="origins-section">
        <h3 className="dc-oem-heading">{t('portalOrigins.fields.origins')}</h3>
        <p className="dc-oem-help">{t('portalOrigins.help')}</p>
        <form
          part="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (valid && changed) void save();
          }}
        >
          <FormGroup
            label={t('portalOrigins.fields.origins')}
            labelFor="dc-oem-origins"
            helperText={
              invalid.length
                ? t('portalOrigins.invalid', { origins: invalid.join(', ') })
                : tooMany
                  ? t('portalOrigins.tooMany', { max: MAX_PORTAL_ORIGINS })
                  : t('portalOrigins.format')
            }
            intent={valid ? Intent.NONE : Intent.DANGER}
          >
            <PermissionGuard permission="enterprise-oem:edit" mode="disable">
              {(allowed) => (
                <TextArea
                  id="dc-oem-origins"
                  rows={5}
                  fill
                  value={text}
                  disabled={!allowed}
                  intent={valid ? Intent.NONE : Intent.DANGER}
                  placeholder="https://portal.example.com"
                  onChange={(event) => setText(event.currentTarget.value)}
                />
              )}
            </PermissionGuard>
          </FormGroup>
          {!saved.length ? (
            <Callout intent={Intent.NONE} className="dc-oem-empty">
              {t('portalOrigins.none')}
            </Callout>
          ) : null}
          <PermissionGuard permission="enterprise-oem:edit">
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              text={t('common.saveText')}
              loading={saving}
              disabled={!valid || !changed}
            />
          </PermissionGuard>
        </form>
      </Card>
      <PartnerKeysSection origins={saved} />
    </div>
  );
});
