import { Button, Classes, FormGroup, HTMLSelect, HTMLTable, Intent, Tag, TextArea } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_STATUSES,
  FEEDBACK_TEXT_MAX,
  type Feedback,
  type FeedbackStatus,
  feedbackReply,
} from '../../contract/apps';
import { DATE_TIME_FORMAT } from '../../core/config/constants';
import { PermissionGuard, useElementToaster, useKitCore } from '../kit';
import { Drawer } from '../kit/overlay/LabelledOverlays';
import { useFocusReturn } from '../kit/overlay/useFocusReturn';
import { watched } from '../kit/resource/resourceClient';
import { AttachmentPreview } from './AttachmentPreview';
import { statusIntent } from './feedbackText';

export interface FeedbackDetailProps {
  feedback: Feedback | null;
  onClose(): void;
  onSaved(feedback: Feedback): void;
  onDelete(feedback: Feedback): void;
}

/** One report: who, what, from which device, its attachments, and the reply with the status. */
export function FeedbackDetail({ feedback, onClose, onSaved, onDelete }: FeedbackDetailProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const focusReturn = useFocusReturn(feedback !== null);
  const [reply, setReply] = useState('');
  const [status, setStatus] = useState<FeedbackStatus>('new');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setReply(feedback?.reply ?? '');
    // Answering a new report usually starts working on it.
    setStatus(feedback?.status === 'new' ? 'in_progress' : (feedback?.status ?? 'new'));
  }, [feedback]);

  const save = async () => {
    if (!feedback) return;
    setSaving(true);
    try {
      const saved = (await watched(http.call(feedbackReply, { id: feedback.id, reply, status }))) as Feedback;
      toaster.show(t('apps.feedback.saved'), Intent.SUCCESS);
      onSaved(saved);
    } catch {
      // The HTTP client showed why.
    } finally {
      setSaving(false);
    }
  };

  const rows: [string, string][] = feedback
    ? [
        [t('apps.feedback.fields.createdAt'), dayjs(feedback.createdAt).format(DATE_TIME_FORMAT)],
        [t('apps.feedback.fields.enterpriseName'), feedback.enterpriseName],
        [t('apps.feedback.fields.memberName'), `${feedback.memberName} (${feedback.memberAccount})`],
        [t('apps.feedback.fields.category'), t(`apps.feedback.categories.${feedback.category}`)],
        [t('apps.feedback.fields.contact'), feedback.contact || '—'],
        [
          t('apps.feedback.device'),
          [feedback.platform, feedback.deviceModel, feedback.osVersion].filter(Boolean).join(' · ') || '—',
        ],
        [t('apps.feedback.fields.deviceId'), feedback.deviceId || '—'],
        [t('apps.feedback.fields.appVersionName'), feedback.appVersionName || '—'],
        [
          t('apps.feedback.fields.repliedAt'),
          feedback.repliedAt
            ? `${dayjs(feedback.repliedAt).format(DATE_TIME_FORMAT)} · ${feedback.repliedBy}`
            : '—',
        ],
      ]
    : [];
  return (
    <Drawer
      {...focusReturn}
      isOpen={feedback !== null}
      onClose={onClose}
      title={t('apps.feedback.details')}
      size="600px"
    >
      {feedback && (
        <form
          className={Classes.DRAWER_BODY}
          part="detail"
          data-feedback-id={feedback.id}
          onSubmit={(event) => {
            event.preventDefault();
            if (!saving) void save();
          }}
        >
          <div className="dc-drawer-body">
            <p>
              <Tag minimal intent={statusIntent(feedback.status)}>
                {t(`apps.feedback.statuses.${feedback.status}`)}
              </Tag>
            </p>
            <p className="dc-fb-text" data-testid="feedback-content">
              {feedback.content}
            </p>
            <HTMLTable compact className="dc-detail-table">
              <tbody>
                {rows.map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td>{value}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
            <h3 className="dc-fb-section">{t('apps.feedback.fields.attachments')}</h3>
            {feedback.attachments.length === 0 ? (
              <p>{t('apps.feedback.noAttachments')}</p>
            ) : (
              <div className="dc-fb-attachments">
                {feedback.attachments.map((attachment) => (
                  <AttachmentPreview key={attachment.id} attachment={attachment} />
                ))}
              </div>
            )}
            <PermissionGuard permission="feedback:edit">
              <h3 className="dc-fb-section">{t('apps.feedback.fields.reply')}</h3>
              <FormGroup label={t('apps.feedback.fields.reply')} labelFor="dc-fb-reply">
                <TextArea
                  id="dc-fb-reply"
                  fill
                  rows={4}
                  maxLength={FEEDBACK_TEXT_MAX}
                  placeholder={t('apps.feedback.replyPlaceholder')}
                  value={reply}
                  onChange={(event) => setReply(event.currentTarget.value)}
                />
              </FormGroup>
              <FormGroup label={t('apps.feedback.fields.status')} labelFor="dc-fb-status">
                <HTMLSelect
                  iconProps={{ title: t('kit.assistive.openDropdown') }}
                  id="dc-fb-status"
                  value={status}
                  onChange={(event) => setStatus(event.currentTarget.value as FeedbackStatus)}
                  options={FEEDBACK_STATUSES.map((value) => ({
                    value,
                    label: t(`apps.feedback.statuses.${value}`),
                  }))}
                />
              </FormGroup>
            </PermissionGuard>
          </div>
          <div className={Classes.DRAWER_FOOTER}>
            <PermissionGuard permission="feedback:delete">
              <Button
                intent={Intent.DANGER}
                variant="minimal"
                icon={<TrashIcon />}
                text={t('common.delText')}
                onClick={() => onDelete(feedback)}
              />
            </PermissionGuard>{' '}
            <Button text={t('common.closeText')} onClick={onClose} />{' '}
            <PermissionGuard permission="feedback:edit">
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={t('apps.feedback.saveReply')}
                loading={saving}
              />
            </PermissionGuard>
          </div>
        </form>
      )}
    </Drawer>
  );
}
