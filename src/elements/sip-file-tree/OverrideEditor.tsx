import {
  Button,
  Callout,
  Classes,
  FormGroup,
  InputGroup,
  Intent,
  NonIdealState,
  Tag,
} from '@blueprintjs/core';
import { DocumentIcon, FloppyDiskIcon, HistoryIcon, PlusIcon, TrashIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { overrideNameSchema, type SwitchFile } from '../../contract/switch/switchFiles';
import { Dialog } from '../kit/overlay/LabelledOverlays';
import { XmlDiff } from './XmlDiff';
import { XmlEditor } from './XmlEditor';
import { xmlProblem } from './xmlWellFormed';

export interface OpenFile extends SwitchFile {
  content: string;
}

/** The override being edited: its text, the text last saved, and the version the edit started from. */
export interface OverrideDraft {
  name: string;
  text: string;
  saved: string;
  baseVersion: number | null;
}

export const overrideTemplate = (name: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<configuration name="${name}" description="">\n  <settings>\n  </settings>\n</configuration>\n`;

export interface FileViewerProps {
  open: OpenFile | null;
  draft: OverrideDraft | null;
  canEdit: boolean;
  canDelete: boolean;
  /** Starts an override of a generated file from its content. */
  onOverride(name: string, text: string): void;
  onHistory(): void;
  onDelete(): void;
  /** Save asked: the bar reviews the change before it is sent. */
  onReview(): void;
  onEdit(text: string): void;
}

/** The open file: its path, kind and version, the actions on it, and its text (editable for an override). */
export function FileViewer({
  open,
  draft,
  canEdit,
  canDelete,
  onOverride,
  onHistory,
  onDelete,
  onReview,
  onEdit,
}: FileViewerProps) {
  const { t } = useTranslation();
  const problem = draft ? xmlProblem(draft.text) : null;
  const dirty = draft !== null && draft.text !== draft.saved;
  const generatedConfig = open?.kind === 'generated' && /^autoload_configs\/(.+)\.xml$/.exec(open.path)?.[1];

  return (
    <section className="dc-files-view" part="viewer">
      {!open ? (
        <NonIdealState icon={<DocumentIcon size={40} />} description={t('elements.sip-file-tree.choose')} />
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
                onClick={() => onOverride(generatedConfig, open.content)}
              />
            )}
            {draft && draft.baseVersion !== null && (
              <Button
                size="small"
                icon={<HistoryIcon />}
                text={t('elements.sip-file-tree.history')}
                onClick={onHistory}
              />
            )}
            {draft && canDelete && draft.baseVersion !== null && (
              <Button
                size="small"
                intent={Intent.DANGER}
                icon={<TrashIcon />}
                text={t('common.delText')}
                onClick={onDelete}
              />
            )}
            {draft && canEdit && (
              <Button
                size="small"
                intent={Intent.PRIMARY}
                icon={<FloppyDiskIcon />}
                text={t('common.saveText')}
                disabled={!dirty}
                onClick={onReview}
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
          <XmlEditor value={open.content} readOnly={!draft || !canEdit} label={open.path} onChange={onEdit} />
        </>
      )}
    </section>
  );
}

export interface NewOverrideDialogProps {
  /** The name typed so far; null while the dialog is closed. */
  name: string | null;
  files: readonly SwitchFile[] | null;
  onNameChange(name: string | null): void;
  onCreate(name: string): void;
}

/** Names a new override file: the name is checked as typed, and one already taken is refused. */
export function NewOverrideDialog({ name, files, onNameChange, onCreate }: NewOverrideDialogProps) {
  const { t } = useTranslation();
  const nameCheck = name === null ? null : overrideNameSchema.safeParse(name);
  const nameTaken =
    name !== null &&
    (files ?? []).some((file) => file.overrideName === name.trim() && file.kind === 'override');
  return (
    <Dialog
      isOpen={name !== null}
      title={t('elements.sip-file-tree.newOverride')}
      onClose={() => onNameChange(null)}
    >
      <div className={Classes.DIALOG_BODY}>
        <FormGroup
          label={t('resources.switchFile.fields.name')}
          labelFor="dc-override-name"
          helperText={
            nameTaken
              ? t('elements.sip-file-tree.nameTaken')
              : nameCheck && !nameCheck.success && name
                ? t('validation.overrideName', { field: t('resources.switchFile.fields.name') })
                : t('elements.sip-file-tree.nameHelp')
          }
          intent={nameTaken || (nameCheck && !nameCheck.success && name) ? Intent.DANGER : Intent.NONE}
        >
          <InputGroup
            id="dc-override-name"
            value={name ?? ''}
            placeholder="verto.conf"
            onValueChange={onNameChange}
          />
        </FormGroup>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={t('common.cancelText')} onClick={() => onNameChange(null)} />
          <Button
            intent={Intent.PRIMARY}
            text={t('common.okText')}
            disabled={!nameCheck?.success || nameTaken}
            onClick={() => {
              const trimmed = (name ?? '').trim();
              onNameChange(null);
              onCreate(trimmed);
            }}
          />
        </div>
      </div>
    </Dialog>
  );
}

export interface ReviewDialogProps {
  isOpen: boolean;
  draft: OverrideDraft | null;
  onClose(): void;
  onConfirm(): void;
}

/** The change about to be saved, as a diff against the saved text, confirmed before it is sent. */
export function ReviewDialog({ isOpen, draft, onClose, onConfirm }: ReviewDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen && draft !== null}
      title={t('elements.sip-file-tree.reviewTitle', { name: draft?.name ?? '' })}
      onClose={onClose}
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
          <Button text={t('common.cancelText')} onClick={onClose} />
          <Button
            intent={Intent.PRIMARY}
            text={t('elements.sip-file-tree.confirmSave')}
            onClick={onConfirm}
          />
        </div>
      </div>
    </Dialog>
  );
}
