import { Button, Card, FormGroup, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BRANDING_TITLE_MAX,
  type Branding,
  type BrandingImageKind,
  getBranding,
  HEX_COLOR,
  removeBrandingImage,
  setBranding,
  uploadBrandingBackground,
  uploadBrandingLogo,
} from '../../contract/branding';
import { apiUrl } from '../../core/config/runtimeConfig';
import { PermissionGuard, useElementEvents, useElementToaster, useKitCore } from '../kit';
import { watched } from '../kit/resource/resourceClient';
import { UploadButton } from '../kit/upload/UploadButton';

interface BrandingDraft {
  titleZh: string;
  titleEn: string;
  primaryColor: string;
}

const draftOf = (branding: Branding): BrandingDraft => ({
  titleZh: branding.titleZh,
  titleEn: branding.titleEn,
  primaryColor: branding.primaryColor,
});

/** What is wrong with a draft, by field: a translated message, or nothing. */
export function brandingDraftErrors(
  draft: BrandingDraft,
  t: (key: string, options?: Record<string, unknown>) => string,
): Partial<Record<keyof BrandingDraft, string>> {
  const errors: Partial<Record<keyof BrandingDraft, string>> = {};
  for (const field of ['titleZh', 'titleEn'] as const)
    if (draft[field].trim().length > BRANDING_TITLE_MAX)
      errors[field] = t('validation.fieldTooLong', {
        field: t(`branding.fields.${field}`),
        max: BRANDING_TITLE_MAX,
      });
  const color = draft.primaryColor.trim();
  if (color && !HEX_COLOR.test(color))
    errors.primaryColor = t('validation.hexColor', { field: t('branding.fields.primaryColor') });
  return errors;
}

const IMAGE_UPLOADS: Record<BrandingImageKind, { path: string; accept: string }> = {
  logo: { path: uploadBrandingLogo.path, accept: '.png,.svg,image/png,image/svg+xml' },
  background: {
    path: uploadBrandingBackground.path,
    accept: '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp',
  },
};

/**
 * The enterprise's branding — console title per language, primary colour, logo and sign-in
 * background. Every change is applied to this page at once (the session core repaints the shell and every
 * element) and reaches the enterprise's other consoles over the WebSocket.
 */
export const BrandingSection = observer(function BrandingSection() {
  const { t } = useTranslation();
  const { http, store } = useKitCore();
  const toaster = useElementToaster();
  const events = useElementEvents();
  const [saved, setSaved] = useState<Branding | null>(null);
  const [draft, setDraft] = useState<BrandingDraft>({ titleZh: '', titleEn: '', primaryColor: '' });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    watched(http.call(getBranding, {}))
      .then((answer) => {
        setSaved(answer);
        setDraft(draftOf(answer));
      })
      .catch(() => undefined);
  }, [http]);

  if (!saved) return <Spinner size={24} />;
  const applied = (answer: Branding, message: string) => {
    setSaved(answer);
    setDraft(draftOf(answer));
    store.user.setBranding(answer);
    toaster.show(message, Intent.SUCCESS);
    events.emit('dc-saved', { resource: 'enterprise-oem' });
  };
  const errors = brandingDraftErrors(draft, t);
  const valid = Object.keys(errors).length === 0;
  const changed = JSON.stringify(draftOf(saved)) !== JSON.stringify(draft);
  const save = async () => {
    setSaving(true);
    try {
      applied(await watched(http.call(setBranding, draft)), t('branding.saved'));
    } catch {
      // The HTTP client showed why.
    } finally {
      setSaving(false);
    }
  };
  const remove = async (kind: BrandingImageKind) => {
    try {
      applied(await watched(http.call(removeBrandingImage, { kind })), t(`branding.removed.${kind}`));
    } catch {
      // The HTTP client showed why.
    }
  };
  const colorValue = HEX_COLOR.test(draft.primaryColor) ? expandHex(draft.primaryColor) : '#0960bd';

  return (
    <Card className="dc-oem-card" data-testid="branding-section">
      <h3 className="dc-oem-heading">{t('branding.heading')}</h3>
      <p className="dc-oem-help">{t('branding.help')}</p>
      <PermissionGuard permission="enterprise-oem:edit" mode="disable">
        {(allowed) => (
          <form
            part="form"
            onSubmit={(event) => {
              event.preventDefault();
              if (valid && changed) void save();
            }}
          >
            {(['titleZh', 'titleEn'] as const).map((field) => (
              <FormGroup
                key={field}
                label={t(`branding.fields.${field}`)}
                labelFor={`dc-brand-${field}`}
                helperText={errors[field] ?? t('branding.titleHelp', { max: BRANDING_TITLE_MAX })}
                intent={errors[field] ? Intent.DANGER : Intent.NONE}
              >
                <InputGroup
                  id={`dc-brand-${field}`}
                  value={draft[field]}
                  disabled={!allowed}
                  intent={errors[field] ? Intent.DANGER : Intent.NONE}
                  onChange={(event) => setDraft({ ...draft, [field]: event.currentTarget.value })}
                />
              </FormGroup>
            ))}
            <FormGroup
              label={t('branding.fields.primaryColor')}
              labelFor="dc-brand-color"
              helperText={errors.primaryColor ?? t('branding.colorHelp')}
              intent={errors.primaryColor ? Intent.DANGER : Intent.NONE}
            >
              <div className="dc-brand-color">
                <input
                  type="color"
                  className="dc-brand-color__swatch"
                  aria-label={t('branding.pickColor')}
                  value={colorValue}
                  disabled={!allowed}
                  onChange={(event) => setDraft({ ...draft, primaryColor: event.currentTarget.value })}
                />
                <InputGroup
                  id="dc-brand-color"
                  value={draft.primaryColor}
                  placeholder="#0960bd"
                  disabled={!allowed}
                  intent={errors.primaryColor ? Intent.DANGER : Intent.NONE}
                  onChange={(event) => setDraft({ ...draft, primaryColor: event.currentTarget.value })}
                />
              </div>
            </FormGroup>
            {allowed ? (
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={t('common.saveText')}
                loading={saving}
                disabled={!valid || !changed}
              />
            ) : null}
          </form>
        )}
      </PermissionGuard>
      {(['logo', 'background'] as const).map((kind) => {
        const url = kind === 'logo' ? saved.logoUrl : saved.backgroundUrl;
        return (
          <section key={kind} className="dc-brand-image" aria-label={t(`branding.fields.${kind}`)}>
            <h4 className="dc-oem-subheading">{t(`branding.fields.${kind}`)}</h4>
            <p className="dc-oem-help">{t(`branding.imageHelp.${kind}`)}</p>
            {url ? (
              <img
                src={apiUrl(url)}
                alt={t(`branding.preview.${kind}`)}
                className={`dc-brand-image__preview dc-brand-image__preview--${kind}`}
                data-testid={`brand-${kind}-preview`}
              />
            ) : (
              <p className="dc-oem-empty" data-testid={`brand-${kind}-none`}>
                {t(`branding.none.${kind}`)}
              </p>
            )}
            <PermissionGuard permission="enterprise-oem:edit">
              <div className="dc-brand-image__actions">
                <UploadButton<Branding>
                  path={IMAGE_UPLOADS[kind].path}
                  accept={IMAGE_UPLOADS[kind].accept}
                  text={t(`branding.upload.${kind}`)}
                  onUploaded={(answer) => applied(answer, t(`branding.uploaded.${kind}`))}
                />
                {url ? (
                  <Button text={t(`branding.remove.${kind}`)} onClick={() => void remove(kind)} />
                ) : null}
              </div>
            </PermissionGuard>
          </section>
        );
      })}
    </Card>
  );
});

/** `<input type=color>` wants the six-digit form. */
function expandHex(color: string): string {
  const digits = color.slice(1).toLowerCase();
  return digits.length === 3 ? `#${[...digits].map((digit) => digit + digit).join('')}` : `#${digits}`;
}
