import {
  Alert,
  Button,
  Callout,
  Classes,
  Dialog,
  FormGroup,
  HTMLTable,
  InputGroup,
  Intent,
  NonIdealState,
  Spinner,
  Tag,
  Tree,
} from '@blueprintjs/core';
import { DocumentIcon, FloppyDiskIcon, HistoryIcon, PlusIcon, TrashIcon } from '@blueprintjs/icons';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteSwitchOverride,
  listSwitchFiles,
  overrideNameSchema,
  readSwitchFile,
  readSwitchOverrideVersion,
  rollbackSwitchOverride,
  type SwitchFile,
  saveSwitchOverride,
  switchOverrideHistory,
} from '../../contract/switch/switchFiles';
import { DATE_TIME_FORMAT } from '../../core/config/constants';
import { RefreshButton, useElementEvents, useElementToaster, useKitCore } from '../kit';
import { useCan } from '../kit/permission/useCan';
import { watched } from '../kit/resource/resourceClient';
import { fileTreeNodes } from './fileTreeNodes';
import { XmlDiff } from './XmlDiff';
import { XmlEditor } from './XmlEditor';
import { xmlProblem } from './xmlWellFormed';

interface OpenFile extends SwitchFile {
  content: string;
}
interface Version {
  version: number;
  savedAt: number;
  savedBy: string;
  bytes: number;
}

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const overrideTemplate = (name: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<configuration name="${name}" description="">\n  <settings>\n  </settings>\n</configuration>\n`;

/** Issue 12 信令文件管理 (ADMIN): the switch's files, read-only, and the administrator's override files. */
export const SipFileTree = observer(function SipFileTree() {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const { emit } = useElementEvents();
  const canEdit = useCan('sipAdvance:edit');
  const canDelete = useCan('sipAdvance:delete');
  const [files, setFiles] = useState<SwitchFile[] | null>(null);
  const [expanded, setExpanded] = useState<Set<string>>(
    () => new Set(['dir:autoload_configs', 'dir:overrides']),
  );
  const [open, setOpen] = useState<OpenFile | null>(null);
  const [draft, setDraft] = useState<{
    name: string;
    text: string;
    saved: string;
    baseVersion: number | null;
  } | null>(null);
  const [newName, setNewName] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [versions, setVersions] = useState<Version[] | null>(null);
  const [viewing, setViewing] = useState<{ version: number; content: string } | null>(null);
  const [rollingBack, setRollingBack] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);

  const loadFiles = useCallback(async () => {
    try {
      setFiles((await watched(http.call(listSwitchFiles, {}))).files);
    } catch {
      setFiles([]);
    }
  }, [http]);
  useEffect(() => void loadFiles(), [loadFiles]);

  const openFile = useCallback(
    async (path: string) => {
      try {
        const file = await watched(http.call(readSwitchFile, { path }));
        setOpen(file);
        setDraft(
          file.kind === 'override' && file.overrideName
            ? { name: file.overrideName, text: file.content, saved: file.content, baseVersion: file.version }
            : null,
        );
        setVersions(null);
      } catch {
        // The HTTP client has shown why.
      }
    },
    [http],
  );

  const nodes = useMemo(
    () =>
      fileTreeNodes(files ?? [], expanded, open?.path ?? null, (file) =>
        file.overrideName && file.kind === 'generated'
          ? `${fileName(file.path)} · ${t('elements.sip-file-tree.overridden')}`
          : fileName(file.path),
      ),
    [files, expanded, open?.path, t],
  );

  const problem = draft ? xmlProblem(draft.text) : null;
  const dirty = draft !== null && draft.text !== draft.saved;

  const startOverride = (name: string, text: string) => {
    setOpen({
      path: `overrides/${name}.xml`,
      kind: 'override',
      overrideName: name,
      version: null,
      updatedAt: null,
      content: text,
    });
    setDraft({ name, text, saved: '', baseVersion: null });
    setVersions(null);
  };

  const save = async () => {
    if (!draft) return;
    setReviewing(false);
    try {
      const { version } = await watched(
        http.call(saveSwitchOverride, {
          name: draft.name,
          content: draft.text,
          baseVersion: draft.baseVersion,
        }),
      );
      toaster.show(t('elements.sip-file-tree.saved', { name: draft.name, version }), Intent.SUCCESS);
      emit('dc-saved', { resource: 'sipAdvance', name: draft.name, version });
      await loadFiles();
      await openFile(`overrides/${draft.name}.xml`);
    } catch {
      // Refused (not well formed, saved meanwhile): the HTTP client has shown the server's reason.
    }
  };

  const showHistory = async () => {
    if (!draft) return;
    try {
      setVersions((await watched(http.call(switchOverrideHistory, { name: draft.name }))).versions);
    } catch {
      // Shown by the HTTP client.
    }
  };

  const rollback = async (version: number) => {
    if (!draft) return;
    setRollingBack(null);
    try {
      const answer = await watched(http.call(rollbackSwitchOverride, { name: draft.name, version }));
      toaster.show(
        t('elements.sip-file-tree.rolledBack', { version, current: answer.version }),
        Intent.SUCCESS,
      );
      setVersions(null);
      setViewing(null);
      await loadFiles();
      await openFile(`overrides/${draft.name}.xml`);
    } catch {
      // Shown by the HTTP client.
    }
  };

  const remove = async () => {
    if (!draft) return;
    setDeleting(false);
    try {
      await watched(http.call(deleteSwitchOverride, { name: draft.name }));
      toaster.show(t('elements.sip-file-tree.deleted', { name: draft.name }), Intent.SUCCESS);
      emit('dc-deleted', { resource: 'sipAdvance', name: draft.name });
      setOpen(null);
      setDraft(null);
      await loadFiles();
    } catch {
      // Shown by the HTTP client.
    }
  };

  const nameCheck = newName === null ? null : overrideNameSchema.safeParse(newName);
  const nameTaken =
    newName !== null &&
    (files ?? []).some((file) => file.overrideName === newName.trim() && file.kind === 'override');
  const generatedConfig = open?.kind === 'generated' && /^autoload_configs\/(.+)\.xml$/.exec(open.path)?.[1];

  return (
    <div className="dc-screen" part="screen">
      <div className="dc-toolbar" part="toolbar" role="toolbar">
        <strong part="title">{t('routes.admin.sipAdvance')}</strong>
        <span className="dc-toolbar-spacer" />
        {canEdit && (
          <Button
            icon={<PlusIcon />}
            text={t('elements.sip-file-tree.newOverride')}
            onClick={() => setNewName('')}
          />
        )}
        <RefreshButton onClick={() => void loadFiles()} />
      </div>
      <div className="dc-files-body">
        <nav className="dc-files-tree" part="tree" aria-label={t('elements.sip-file-tree.treeLabel')}>
          {files === null ? (
            <Spinner size={24} />
          ) : (
            <Tree<SwitchFile | null>
              contents={nodes}
              onNodeClick={(node) => {
                if (node.nodeData) void openFile(node.nodeData.path);
                else
                  setExpanded((current) => {
                    const next = new Set(current);
                    if (next.has(String(node.id))) next.delete(String(node.id));
                    else next.add(String(node.id));
                    return next;
                  });
              }}
              onNodeExpand={(node) => setExpanded((current) => new Set(current).add(String(node.id)))}
              onNodeCollapse={(node) =>
                setExpanded((current) => {
                  const next = new Set(current);
                  next.delete(String(node.id));
                  return next;
                })
              }
            />
          )}
        </nav>
        <section className="dc-files-view" part="viewer">
          {!open ? (
            <NonIdealState
              icon={<DocumentIcon size={40} />}
              description={t('elements.sip-file-tree.choose')}
            />
          ) : (
            <>
              <div className="dc-files-head">
                <code data-testid="open-path">{open.path}</code>
                <Tag minimal intent={open.kind === 'override' ? Intent.PRIMARY : Intent.NONE}>
                  {t(`elements.sip-file-tree.kind.${open.kind}`)}
                </Tag>
                {open.version !== null && (
                  <Tag minimal>{t('elements.sip-file-tree.version', { version: open.version })}</Tag>
                )}
                <span className="dc-toolbar-spacer" />
                {generatedConfig && canEdit && !open.overrideName && (
                  <Button
                    size="small"
                    icon={<PlusIcon />}
                    text={t('elements.sip-file-tree.overrideThis')}
                    onClick={() => startOverride(generatedConfig, open.content)}
                  />
                )}
                {draft && draft.baseVersion !== null && (
                  <Button
                    size="small"
                    icon={<HistoryIcon />}
                    text={t('elements.sip-file-tree.history')}
                    onClick={() => void showHistory()}
                  />
                )}
                {draft && canDelete && draft.baseVersion !== null && (
                  <Button
                    size="small"
                    intent={Intent.DANGER}
                    icon={<TrashIcon />}
                    text={t('common.delText')}
                    onClick={() => setDeleting(true)}
                  />
                )}
                {draft && canEdit && (
                  <Button
                    size="small"
                    intent={Intent.PRIMARY}
                    icon={<FloppyDiskIcon />}
                    text={t('common.saveText')}
                    disabled={!dirty}
                    onClick={() => setReviewing(true)}
                  />
                )}
              </div>
              {open.kind === 'generated' && (
                <Callout intent={open.overrideName ? Intent.WARNING : Intent.NONE} compact>
                  {open.overrideName
                    ? t('elements.sip-file-tree.replacedBy', { name: open.overrideName })
                    : t('elements.sip-file-tree.generatedNote')}
                </Callout>
              )}
              {problem && (
                <Callout intent={Intent.DANGER} compact data-testid="xml-problem">
                  {t('resources.switchFile.notWellFormed', { ...problem })}
                </Callout>
              )}
              <XmlEditor
                value={open.content}
                readOnly={!draft || !canEdit}
                label={open.path}
                onChange={(text) => setDraft((current) => (current ? { ...current, text } : current))}
              />
            </>
          )}
        </section>
      </div>

      <Dialog
        isOpen={newName !== null}
        title={t('elements.sip-file-tree.newOverride')}
        onClose={() => setNewName(null)}
      >
        <div className={Classes.DIALOG_BODY}>
          <FormGroup
            label={t('resources.switchFile.fields.name')}
            labelFor="dc-override-name"
            helperText={
              nameTaken
                ? t('elements.sip-file-tree.nameTaken')
                : nameCheck && !nameCheck.success && newName
                  ? t('validation.overrideName', { field: t('resources.switchFile.fields.name') })
                  : t('elements.sip-file-tree.nameHelp')
            }
            intent={nameTaken || (nameCheck && !nameCheck.success && newName) ? Intent.DANGER : Intent.NONE}
          >
            <InputGroup
              id="dc-override-name"
              value={newName ?? ''}
              placeholder="verto.conf"
              onValueChange={setNewName}
            />
          </FormGroup>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text={t('common.cancelText')} onClick={() => setNewName(null)} />
            <Button
              intent={Intent.PRIMARY}
              text={t('common.okText')}
              disabled={!nameCheck?.success || nameTaken}
              onClick={() => {
                const name = (newName ?? '').trim();
                setNewName(null);
                startOverride(name, overrideTemplate(name));
              }}
            />
          </div>
        </div>
      </Dialog>

      <Dialog
        isOpen={reviewing && draft !== null}
        title={t('elements.sip-file-tree.reviewTitle', { name: draft?.name ?? '' })}
        onClose={() => setReviewing(false)}
        style={{ width: 'min(1100px, 92vw)' }}
      >
        <div className={Classes.DIALOG_BODY}>
          <p className="dc-files-legend">{t('elements.sip-file-tree.reviewLegend')}</p>
          {draft && (
            <XmlDiff
              saved={draft.saved}
              edited={draft.text}
              savedLabel={t('elements.sip-file-tree.savedSide')}
              editedLabel={t('elements.sip-file-tree.editedSide')}
            />
          )}
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text={t('common.cancelText')} onClick={() => setReviewing(false)} />
            <Button
              intent={Intent.PRIMARY}
              text={t('elements.sip-file-tree.confirmSave')}
              onClick={() => void save()}
            />
          </div>
        </div>
      </Dialog>

      <Dialog
        isOpen={versions !== null}
        title={t('elements.sip-file-tree.historyTitle', { name: draft?.name ?? '' })}
        onClose={() => {
          setVersions(null);
          setViewing(null);
        }}
        style={{ width: 'min(900px, 92vw)' }}
      >
        <div className={Classes.DIALOG_BODY}>
          <HTMLTable compact striped style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{t('resources.switchFile.fields.version')}</th>
                <th>{t('elements.sip-file-tree.savedAt')}</th>
                <th>{t('elements.sip-file-tree.savedBy')}</th>
                <th>{t('elements.sip-file-tree.size')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {(versions ?? []).map((row) => (
                <tr key={row.version}>
                  <td>{row.version}</td>
                  <td>{dayjs(row.savedAt).format(DATE_TIME_FORMAT)}</td>
                  <td>{row.savedBy}</td>
                  <td>{row.bytes}</td>
                  <td>
                    <Button
                      size="small"
                      variant="minimal"
                      text={t('elements.sip-file-tree.view')}
                      onClick={async () => {
                        if (!draft) return;
                        try {
                          const { content } = await watched(
                            http.call(readSwitchOverrideVersion, { name: draft.name, version: row.version }),
                          );
                          setViewing({ version: row.version, content });
                        } catch {
                          // Shown by the HTTP client.
                        }
                      }}
                    />
                    {canEdit && row.version !== draft?.baseVersion && (
                      <Button
                        size="small"
                        variant="minimal"
                        intent={Intent.WARNING}
                        text={t('elements.sip-file-tree.rollback')}
                        onClick={() => setRollingBack(row.version)}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {viewing && draft && (
            <>
              <p className="dc-files-legend">
                {t('elements.sip-file-tree.versionLegend', { version: viewing.version })}
              </p>
              <XmlDiff
                saved={viewing.content}
                edited={draft.saved}
                savedLabel={t('elements.sip-file-tree.version', { version: viewing.version })}
                editedLabel={t('elements.sip-file-tree.currentSide')}
              />
            </>
          )}
        </div>
      </Dialog>

      <Alert
        isOpen={rollingBack !== null}
        intent={Intent.WARNING}
        confirmButtonText={t('elements.sip-file-tree.rollback')}
        cancelButtonText={t('common.cancelText')}
        canEscapeKeyCancel
        onConfirm={() => rollingBack !== null && void rollback(rollingBack)}
        onCancel={() => setRollingBack(null)}
      >
        <p>
          {t('elements.sip-file-tree.rollbackConfirm', {
            name: draft?.name ?? '',
            version: rollingBack ?? 0,
          })}
        </p>
      </Alert>
      <Alert
        isOpen={deleting}
        intent={Intent.DANGER}
        confirmButtonText={t('common.delText')}
        cancelButtonText={t('common.cancelText')}
        canEscapeKeyCancel
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(false)}
      >
        <p>{t('elements.sip-file-tree.deleteConfirm', { name: draft?.name ?? '' })}</p>
      </Alert>
    </div>
  );
});
