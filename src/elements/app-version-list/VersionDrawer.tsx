import { Button, Classes, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APK_MAX_BYTES,
  type AppVersion,
  appVersionAddIos,
  appVersionUpdate,
  appVersionUpload,
} from '../../contract/apps';
import { useElementToaster, useKitCore } from '../kit';
import { Drawer } from '../kit/overlay/LabelledOverlays';
import { useFocusReturn } from '../kit/overlay/useFocusReturn';
import { watched } from '../kit/resource/resourceClient';
import { uploadMultipart } from '../kit/resource/uploadMultipart';
import { EMPTY_RELEASE, type ReleaseDraft, ReleaseFields } from './ReleaseFields';
import type { RolloutEnterprise } from './useVersions';
import { sizeText } from './versionText';

/** What the drawer does: upload an APK, enter an iOS build, or change a version's release. */
export type VersionForm = { kind: 'apk' } | { kind: 'ios' } | { kind: 'edit'; version: AppVersion };

export interface VersionDrawerProps {
  form: VersionForm | null;
  enterprises: readonly RolloutEnterprise[];
  onClose(): void;
  onSaved(version: AppVersion, created: boolean): void;
}

function releaseOf(form: VersionForm | null): ReleaseDraft {
  if (form?.kind !== 'edit') return EMPTY_RELEASE;
  const { notesZh, notesEn, forceUpdate, rollout, enterpriseIds } = form.version;
  return { notesZh, notesEn, forceUpdate, rollout, enterpriseIds: [...enterpriseIds] };
}

/** One drawer for the three forms; the APK's own fields are read by the server from the file. */
export function VersionDrawer({ form, enterprises, onClose, onSaved }: VersionDrawerProps) {
  const { t } = useTranslation();
  const { http, store } = useKitCore();
  const toaster = useElementToaster();
  const focusReturn = useFocusReturn(form !== null);
  const [release, setRelease] = useState<ReleaseDraft>(() => releaseOf(form));
  const [file, setFile] = useState<File | null>(null);
  const [platform, setPlatform] = useState<'android' | 'terminal'>('android');
  const [ios, setIos] = useState({ bundleId: '', versionName: '', versionCode: '' });
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setRelease(releaseOf(form));
    setFile(null);
    setIos({ bundleId: '', versionName: '', versionCode: '' });
  }, [form]);

  const valid =
    form?.kind === 'apk'
      ? file !== null
      : form?.kind === 'ios'
        ? ios.bundleId.trim() !== '' && ios.versionName.trim() !== '' && /^\d+$/.test(ios.versionCode.trim())
        : form !== null;

  const save = async () => {
    if (!form) return;
    setSaving(true);
    try {
      let saved: AppVersion;
      if (form.kind === 'apk' && file) {
        saved = await watched(
          uploadMultipart<AppVersion>(
            http,
            appVersionUpload.path,
            file,
            {
              platform,
              notesZh: release.notesZh,
              notesEn: release.notesEn,
              forceUpdate: String(release.forceUpdate),
              rollout: release.rollout,
              enterpriseIds: release.enterpriseIds.join(','),
            },
            { getToken: () => store.user.token, getLocale: () => store.app.locale },
          ),
        );
        toaster.show(
          t('apps.version.uploaded', {
            package: saved.packageName,
            name: saved.versionName,
            code: saved.versionCode,
          }),
          Intent.SUCCESS,
        );
      } else if (form.kind === 'ios') {
        saved = (await watched(
          http.call(appVersionAddIos, {
            bundleId: ios.bundleId.trim(),
            versionName: ios.versionName.trim(),
            versionCode: Number(ios.versionCode.trim()),
            ...release,
          }),
        )) as AppVersion;
      } else if (form.kind === 'edit') {
        saved = (await watched(
          http.call(appVersionUpdate, { id: form.version.id, ...release }),
        )) as AppVersion;
        toaster.show(
          t('apps.version.saved', { name: saved.versionName, code: saved.versionCode }),
          Intent.SUCCESS,
        );
      } else return;
      onSaved(saved, form.kind !== 'edit');
    } catch (failure) {
      // JSON calls were reported by the HTTP client; a multipart upload reports here.
      if (form.kind === 'apk' && file) {
        const reason = failure instanceof Error ? failure.message : String(failure);
        toaster.show(t('kit.upload.failed', { file: file.name, reason }), Intent.DANGER);
      }
    } finally {
      setSaving(false);
    }
  };

  const title =
    form?.kind === 'apk'
      ? t('apps.version.uploadApk')
      : form?.kind === 'ios'
        ? t('apps.version.addIos')
        : t('apps.version.releaseSettings');
  const iosField = (name: 'bundleId' | 'versionName' | 'versionCode', placeholder: string) => (
    <FormGroup label={t(`apps.version.fields.${name}`)} labelFor={`dc-ver-${name}`} labelInfo="*">
      <InputGroup
        id={`dc-ver-${name}`}
        value={ios[name]}
        placeholder={placeholder}
        inputMode={name === 'versionCode' ? 'numeric' : undefined}
        onValueChange={(value) => setIos({ ...ios, [name]: value })}
      />
    </FormGroup>
  );
  return (
    <Drawer {...focusReturn} isOpen={form !== null} onClose={onClose} title={title} size="520px">
      <form
        className={Classes.DRAWER_BODY}
        part="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && !saving) void save();
        }}
      >
        <div className="dc-drawer-body">
          {form?.kind === 'apk' && (
            <>
              <FormGroup
                label={t('apps.version.file')}
                labelFor="dc-ver-file"
                labelInfo="*"
                helperText={t('apps.version.fileHelp', { max: sizeText(APK_MAX_BYTES, t) })}
              >
                <input
                  id="dc-ver-file"
                  type="file"
                  accept=".apk,application/vnd.android.package-archive"
                  onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
                />
              </FormGroup>
              <FormGroup label={t('apps.version.fields.platform')} labelFor="dc-ver-platform">
                <HTMLSelect
                  iconProps={{ title: t('kit.assistive.openDropdown') }}
                  id="dc-ver-platform"
                  value={platform}
                  onChange={(event) => setPlatform(event.currentTarget.value as 'android' | 'terminal')}
                  options={(['android', 'terminal'] as const).map((value) => ({
                    value,
                    label: t(`apps.version.platforms.${value}`),
                  }))}
                />
              </FormGroup>
            </>
          )}
          {form?.kind === 'ios' && (
            <>
              <p className="dc-hint">{t('apps.version.iosHelp')}</p>
              {iosField('bundleId', 'com.example.dispatch')}
              {iosField('versionName', '2.4.0')}
              {iosField('versionCode', '240')}
            </>
          )}
          {form?.kind === 'edit' && (
            <p className="dc-ver-parsed">
              <strong>
                {form.version.packageName} {form.version.versionName} ({form.version.versionCode})
              </strong>
            </p>
          )}
          <ReleaseFields draft={release} enterprises={enterprises} onChange={setRelease} />
        </div>
        <div className={Classes.DRAWER_FOOTER}>
          <Button text={t('common.cancelText')} onClick={onClose} />{' '}
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            text={form?.kind === 'apk' ? t('apps.version.upload') : t('common.saveText')}
            loading={saving}
            disabled={!valid}
          />
        </div>
      </form>
    </Drawer>
  );
}
