import { Alert, Button, Intent } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteSwitchOverride,
  listSwitchFiles,
  readSwitchFile,
  type SwitchFile,
  saveSwitchOverride,
  switchOverrideHistory,
} from '../../contract/switch/switchFiles';
import { RefreshButton, useElementEvents, useElementToaster, useKitCore } from '../kit';
import { useCan } from '../kit/permission/useCan';
import { watched } from '../kit/resource/resourceClient';
import { FileTreePane } from './FileTreePane';
import {
  FileViewer,
  NewOverrideDialog,
  type OpenFile,
  type OverrideDraft,
  overrideTemplate,
  ReviewDialog,
} from './OverrideEditor';
import { OverrideHistory, type OverrideVersion } from './OverrideHistory';

/**
 * 信令文件管理 (ADMIN): the switch's files, read-only, and the administrator's override files.
 * The tree (FileTreePane), the open file and its editing (OverrideEditor) and an override's versions
 * (OverrideHistory) are drawn apart; this screen holds what they share and talks to the server.
 */
export const SipFileTree = observer(function SipFileTree() {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const { emit } = useElementEvents();
  const canEdit = useCan('sipAdvance:edit');
  const canDelete = useCan('sipAdvance:delete');
  const [files, setFiles] = useState<SwitchFile[] | null>(null);
  const [open, setOpen] = useState<OpenFile | null>(null);
  const [draft, setDraft] = useState<OverrideDraft | null>(null);
  const [newName, setNewName] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [versions, setVersions] = useState<OverrideVersion[] | null>(null);
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
        <FileTreePane files={files} openPath={open?.path ?? null} onOpen={(path) => void openFile(path)} />
        <FileViewer
          open={open}
          draft={draft}
          canEdit={canEdit}
          canDelete={canDelete}
          onOverride={startOverride}
          onHistory={() => void showHistory()}
          onDelete={() => setDeleting(true)}
          onReview={() => setReviewing(true)}
          onEdit={(text) => setDraft((current) => (current ? { ...current, text } : current))}
        />
      </div>

      <NewOverrideDialog
        name={newName}
        files={files}
        onNameChange={setNewName}
        onCreate={(name) => startOverride(name, overrideTemplate(name))}
      />
      <ReviewDialog
        isOpen={reviewing}
        draft={draft}
        onClose={() => setReviewing(false)}
        onConfirm={() => void save()}
      />
      <OverrideHistory
        versions={versions}
        draft={draft}
        canEdit={canEdit}
        onClose={() => setVersions(null)}
        onRolledBack={async () => {
          if (!draft) return;
          setVersions(null);
          await loadFiles();
          await openFile(`overrides/${draft.name}.xml`);
        }}
      />
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
