import { Checkbox, FormGroup, Radio, RadioGroup, Switch, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Rollout } from '../../contract/apps';
import type { RolloutEnterprise } from './useVersions';

export interface ReleaseDraft {
  notesZh: string;
  notesEn: string;
  forceUpdate: boolean;
  rollout: Rollout;
  enterpriseIds: string[];
}

export const EMPTY_RELEASE: ReleaseDraft = {
  notesZh: '',
  notesEn: '',
  forceUpdate: false,
  rollout: 'all',
  enterpriseIds: [],
};

export interface ReleaseFieldsProps {
  draft: ReleaseDraft;
  enterprises: readonly RolloutEnterprise[];
  onChange(draft: ReleaseDraft): void;
}

/** Release notes in both languages, the force flag, and the rollout (all, or the enterprises ticked). */
export function ReleaseFields({ draft, enterprises, onChange }: ReleaseFieldsProps) {
  const { t } = useTranslation();
  const toggle = (id: string, on: boolean) =>
    onChange({
      ...draft,
      enterpriseIds: on ? [...draft.enterpriseIds, id] : draft.enterpriseIds.filter((other) => other !== id),
    });
  return (
    <>
      <FormGroup label={t('apps.version.fields.notesZh')} labelFor="dc-ver-notes-zh">
        <TextArea
          id="dc-ver-notes-zh"
          fill
          maxLength={2000}
          value={draft.notesZh}
          onChange={(event) => onChange({ ...draft, notesZh: event.currentTarget.value })}
        />
      </FormGroup>
      <FormGroup label={t('apps.version.fields.notesEn')} labelFor="dc-ver-notes-en">
        <TextArea
          id="dc-ver-notes-en"
          fill
          maxLength={2000}
          value={draft.notesEn}
          onChange={(event) => onChange({ ...draft, notesEn: event.currentTarget.value })}
        />
      </FormGroup>
      <Switch
        label={t('apps.version.fields.forceUpdate')}
        checked={draft.forceUpdate}
        onChange={(event) => onChange({ ...draft, forceUpdate: event.currentTarget.checked })}
      />
      <RadioGroup
        label={t('apps.version.fields.rollout')}
        inline
        selectedValue={draft.rollout}
        onChange={(event) => onChange({ ...draft, rollout: event.currentTarget.value as Rollout })}
      >
        <Radio value="all" label={t('apps.version.rolloutAll')} />
        <Radio value="selected" label={t('apps.version.rolloutChoose')} />
      </RadioGroup>
      {draft.rollout === 'selected' && (
        <fieldset className="dc-ver-enterprises">
          <legend>{t('apps.version.chooseEnterprises')}</legend>
          {enterprises.length === 0 && <p>{t('apps.version.noEnterprises')}</p>}
          {enterprises.map((enterprise) => (
            <Checkbox
              key={enterprise.id}
              label={`${enterprise.name} (${enterprise.prefix})`}
              checked={draft.enterpriseIds.includes(enterprise.id)}
              onChange={(event) => toggle(enterprise.id, event.currentTarget.checked)}
            />
          ))}
        </fieldset>
      )}
    </>
  );
}
