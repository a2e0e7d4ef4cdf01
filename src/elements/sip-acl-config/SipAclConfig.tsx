import { Button, Callout, Intent, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { FloppyDiskIcon, UndoIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CDR_ENCODINGS,
  getSwitchSections,
  SWITCH_LOG_LEVELS,
  type SwitchSectionName,
  type SwitchSections,
  type SwitchSectionsAnswer,
  switchSectionsSchema,
  updateSwitchSection,
  XML_CURL_BINDINGS,
} from '../../contract/switch/switchSections';
import { useElementToaster, useKitCore } from '../kit';
import { useCan } from '../kit/permission/useCan';
import { watched } from '../kit/resource/resourceClient';
import { AclListsPanel } from './AclListsPanel';
import { FieldsPanel, type SectionInput } from './FieldsPanel';
import { LansPanel } from './LansPanel';
import { sectionProblems } from './sectionProblems';

const SECTIONS: readonly SwitchSectionName[] = ['acl', 'lans', 'core', 'xmlCdr', 'xmlCurl'];

const CORE_INPUTS: readonly SectionInput[] = [
  { name: 'maxSessions', kind: 'number' },
  { name: 'sessionsPerSecond', kind: 'number' },
  { name: 'rtpStartPort', kind: 'number' },
  { name: 'rtpEndPort', kind: 'number' },
  {
    name: 'logLevel',
    kind: 'select',
    options: SWITCH_LOG_LEVELS,
    optionLabels: 'elements.sip-acl-config.logLevel',
  },
  { name: 'minIdleCpu', kind: 'number' },
];
const CDR_INPUTS: readonly SectionInput[] = [
  {
    name: 'url',
    kind: 'text',
    placeholder: 'https://console.example.net/freeswitch/cdr',
    help: 'elements.sip-acl-config.urlHelp',
  },
  { name: 'retries', kind: 'number' },
  { name: 'delaySeconds', kind: 'number' },
  { name: 'encode', kind: 'select', options: CDR_ENCODINGS, optionLabels: 'elements.sip-acl-config.encode' },
  { name: 'logBLeg', kind: 'switch' },
  { name: 'prefixALeg', kind: 'switch' },
];
const CURL_INPUTS: readonly SectionInput[] = [
  {
    name: 'url',
    kind: 'text',
    placeholder: 'https://console.example.net/freeswitch/xml',
    help: 'elements.sip-acl-config.urlHelp',
  },
  { name: 'bindings', kind: 'checks', options: XML_CURL_BINDINGS },
  { name: 'timeoutSeconds', kind: 'number' },
  { name: 'disable100Continue', kind: 'switch' },
];

/** 信令配置 (ADMIN): ACL lists, LANs, switch.conf, xml_cdr.conf and xml_curl.conf, each saved whole. */
export const SipAclConfig = observer(function SipAclConfig() {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const canEdit = useCan('sipacl:edit');
  const [answer, setAnswer] = useState<SwitchSectionsAnswer | null>(null);
  const [drafts, setDrafts] = useState<SwitchSections | null>(null);
  const [tab, setTab] = useState<SwitchSectionName>('acl');
  const [showPassword, setShowPassword] = useState(false);

  const load = useCallback(async () => {
    try {
      const loaded = await http.call(getSwitchSections, {});
      setAnswer(loaded);
      setDrafts(loaded.sections);
    } catch {
      // The HTTP client has shown why.
    }
  }, [http]);
  useEffect(() => void load(), [load]);

  const problems = useMemo(
    () =>
      drafts ? sectionProblems(switchSectionsSchema.shape[tab], drafts[tab], t) : new Map<string, string>(),
    [drafts, tab, t],
  );
  if (!answer || !drafts) return <Spinner size={24} />;

  const dirty = (section: SwitchSectionName) =>
    JSON.stringify(drafts[section]) !== JSON.stringify(answer.sections[section]);
  const setDraft = <S extends SwitchSectionName>(section: S, value: SwitchSections[S]) =>
    setDrafts({ ...drafts, [section]: value });
  const save = async () => {
    try {
      const saved = await watched(
        http.call(updateSwitchSection, { section: tab, value: drafts[tab] } as never),
      );
      setAnswer(saved);
      setDrafts({ ...drafts, [tab]: saved.sections[tab] });
      toaster.show(
        t('elements.sip-acl-config.saved', { section: t(`elements.sip-acl-config.tab.${tab}`) }),
        Intent.SUCCESS,
      );
    } catch {
      // Refused with the field named: the HTTP client has shown it.
    }
  };

  const panel = (section: SwitchSectionName) => {
    const disabled = !canEdit;
    switch (section) {
      case 'acl':
        return (
          <AclListsPanel
            value={drafts.acl}
            onChange={(value) => setDraft('acl', value)}
            problems={problems}
            disabled={disabled}
          />
        );
      case 'lans':
        return (
          <LansPanel
            value={drafts.lans}
            onChange={(value) => setDraft('lans', value)}
            problems={problems}
            disabled={disabled}
          />
        );
      case 'core':
        return (
          <FieldsPanel
            section="core"
            inputs={CORE_INPUTS}
            value={drafts.core}
            onChange={(value) => setDraft('core', value as SwitchSections['core'])}
            problems={problems}
            disabled={disabled}
          />
        );
      case 'xmlCdr':
      case 'xmlCurl': {
        const isCdr = section === 'xmlCdr';
        return (
          <>
            <Callout compact className="dc-switch-credentials" data-testid={`${section}-effective`}>
              <p>
                {t('elements.sip-acl-config.effectiveUrl', {
                  url: isCdr ? answer.effective.cdrUrl : answer.effective.curlUrl,
                })}
              </p>
              <p>
                {t('elements.sip-acl-config.credentials', {
                  user: answer.credentials.user,
                  password: showPassword ? answer.credentials.password : '********',
                })}{' '}
                <Button
                  size="small"
                  variant="minimal"
                  text={t(
                    showPassword
                      ? 'elements.sip-acl-config.hidePassword'
                      : 'elements.sip-acl-config.showPassword',
                  )}
                  onClick={() => setShowPassword(!showPassword)}
                />
              </p>
              <p className="dc-hint">{t('elements.sip-acl-config.credentialsHelp')}</p>
            </Callout>
            <FieldsPanel
              section={section}
              inputs={isCdr ? CDR_INPUTS : CURL_INPUTS}
              value={drafts[section]}
              onChange={(value) => setDraft(section, value as never)}
              problems={problems}
              disabled={disabled}
            />
          </>
        );
      }
    }
  };

  return (
    <div className="dc-screen" part="screen">
      <div className="dc-toolbar" part="toolbar" role="toolbar">
        <strong part="title">{t('routes.admin.sipacl')}</strong>
        <span className="dc-toolbar-spacer" />
        {canEdit && (
          <>
            <Button
              icon={<UndoIcon />}
              text={t('elements.sip-acl-config.discard')}
              disabled={!dirty(tab)}
              onClick={() => setDrafts({ ...drafts, [tab]: answer.sections[tab] })}
            />
            <Button
              intent={Intent.PRIMARY}
              icon={<FloppyDiskIcon />}
              text={t('common.saveText')}
              disabled={!dirty(tab) || problems.size > 0}
              onClick={() => void save()}
            />
          </>
        )}
      </div>
      <div className="dc-acl-body">
        <Tabs
          id="dc-sipacl-tabs"
          selectedTabId={tab}
          onChange={(next) => setTab(next as SwitchSectionName)}
          renderActiveTabPanelOnly
        >
          {SECTIONS.map((section) => (
            <Tab
              key={section}
              id={section}
              title={`${t(`elements.sip-acl-config.tab.${section}`)}${dirty(section) ? ' •' : ''}`}
              panel={<div className="dc-acl-panel">{panel(section)}</div>}
            />
          ))}
        </Tabs>
      </div>
    </div>
  );
});
