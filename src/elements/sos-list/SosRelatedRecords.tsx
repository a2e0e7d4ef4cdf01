import { Button, Spinner } from '@blueprintjs/core';
import { PhoneIcon } from '@blueprintjs/icons';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CallRecord,
  cdrResource,
  type MediaRecord,
  mediaRecordMediaUrl,
  mediaRecordResource,
  type PttRecord,
  pttRecordMediaUrl,
  pttRecordResource,
  type SosAlarm,
} from '../../contract/calldata';
import { DATE_TIME_FORMAT } from '../../core/config/constants';
import { CdrDetail } from '../kit/record/CdrDetail';
import { SignedMediaPlayer } from '../kit/record/SignedMediaPlayer';
import { type RelatedRecord, useRelatedRecord } from './useRelatedRecord';

type RelatedKind = 'call' | 'ptt' | 'media';

/** One linked record: its label, then what the session may see of it. */
function RelatedRow<Row>({
  kind,
  label,
  related,
  children,
}: {
  kind: RelatedKind;
  label: string;
  related: RelatedRecord<Row>;
  children: (record: Row) => ReactNode;
}) {
  const { t } = useTranslation();
  if (related.state === 'none') return null;
  return (
    <div className="dc-sos-related" data-related={kind} data-state={related.state}>
      <strong>{label}</strong> <span className="dc-sos-related__id">#{related.id}</span>
      {related.state === 'loading' ? <Spinner size={16} /> : null}
      {related.state === 'forbidden' ? <p>{t('calldata.sosAlarm.relatedForbidden')}</p> : null}
      {related.state === 'missing' ? <p>{t('calldata.sosAlarm.relatedMissing')}</p> : null}
      {related.state === 'found' ? children(related.record) : null}
    </div>
  );
}

const time = (ms: number) => dayjs(ms).format(DATE_TIME_FORMAT);

/**
 * The call, PTT burst and media clip an alarm links to. The call opens in the call records'
 * own detail drawer (its players and files); a burst or clip plays here through its signed URL (docs/protocol.md
 * media: re-signed when it has expired, so seeking works and no token sits in the page).
 */
export function SosRelatedRecords({ alarm }: { alarm: SosAlarm }) {
  const { t } = useTranslation();
  const call = useRelatedRecord<CallRecord>(cdrResource, alarm.relatedCdrId);
  const burst = useRelatedRecord<PttRecord>(pttRecordResource, alarm.relatedPttId);
  const clip = useRelatedRecord<MediaRecord>(mediaRecordResource, alarm.relatedMediaId);
  const [openCall, setOpenCall] = useState<CallRecord | null>(null);
  const nothingLinked = !alarm.relatedCdrId && !alarm.relatedPttId && !alarm.relatedMediaId;
  return (
    <section className="dc-sos-section" aria-label={t('calldata.sosAlarm.related')}>
      <h4>{t('calldata.sosAlarm.related')}</h4>
      {nothingLinked ? <p className="dc-sos-empty">{t('calldata.sosAlarm.relatedNone')}</p> : null}
      <RelatedRow kind="call" label={t('calldata.sosAlarm.fields.relatedCdrId')} related={call}>
        {(record) => (
          <p>
            {t('calldata.cdr.detailTitle', {
              caller: record.callerName || record.callerNumber,
              callee: record.calleeName || record.calleeNumber,
            })}{' '}
            · {time(record.startTime)} · {t('calldata.common.seconds', { value: record.durationSec })}{' '}
            <Button
              size="small"
              icon={<PhoneIcon />}
              text={t('calldata.sosAlarm.openCall')}
              onClick={() => setOpenCall(record)}
            />
          </p>
        )}
      </RelatedRow>
      <RelatedRow kind="ptt" label={t('calldata.sosAlarm.fields.relatedPttId')} related={burst}>
        {(record) => (
          <>
            <p>
              {record.groupName} · {record.talkerName} · {time(record.startTime)}
            </p>
            {record.fileId ? (
              <SignedMediaPlayer
                endpoint={pttRecordMediaUrl}
                fileId={record.fileId}
                kind="audio"
                label={t('calldata.sosAlarm.fields.relatedPttId')}
              />
            ) : (
              <p>{t('calldata.common.noFiles')}</p>
            )}
          </>
        )}
      </RelatedRow>
      <RelatedRow kind="media" label={t('calldata.sosAlarm.fields.relatedMediaId')} related={clip}>
        {(record) => (
          <>
            <p>
              {record.memberName} · {time(record.startTime)} ·{' '}
              {t(`calldata.mediaRecord.values.mediaType.${record.mediaType}`)}
            </p>
            <SignedMediaPlayer
              endpoint={mediaRecordMediaUrl}
              fileId={record.fileId}
              kind={record.mediaType}
              label={t('calldata.sosAlarm.fields.relatedMediaId')}
            />
          </>
        )}
      </RelatedRow>
      <CdrDetail call={openCall} onClose={() => setOpenCall(null)} />
    </section>
  );
}
