import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { SosAlarm } from '../../contract/calldata';
import { DATE_TIME_FORMAT } from '../../core/config/constants';
import { alarmHistory, alarmNotes } from './alarmHistory';

/** Who moved the alarm along and when, then the notes of each step. */
export function SosStatusHistory({ alarm }: { alarm: SosAlarm }) {
  const { t } = useTranslation();
  const notes = alarmNotes(alarm.notes);
  return (
    <section className="dc-sos-section" aria-label={t('calldata.sosAlarm.history')}>
      <h4>{t('calldata.sosAlarm.history')}</h4>
      <ol className="dc-sos-history" part="history">
        {alarmHistory(alarm).map((step) => (
          <li key={step.status} data-status={step.status}>
            <time dateTime={new Date(step.at).toISOString()}>{dayjs(step.at).format(DATE_TIME_FORMAT)}</time>{' '}
            {step.status === 'open'
              ? t('calldata.sosAlarm.historyRaised', { member: step.by, device: alarm.deviceId })
              : t('calldata.sosAlarm.historyStep', {
                  status: t(`calldata.sosAlarm.values.status.${step.status}`),
                  account: step.by,
                })}
          </li>
        ))}
      </ol>
      <h4>{t('calldata.sosAlarm.fields.notes')}</h4>
      {notes.length ? (
        <ul className="dc-sos-notes" part="notes">
          {notes.map((note, index) => (
            // Notes are append-only, so a note's place in the list is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              {note.at ? <time>{note.at}</time> : null}{' '}
              {note.account ? <strong>{note.account}</strong> : null} {note.text}
            </li>
          ))}
        </ul>
      ) : (
        <p className="dc-sos-empty">{t('calldata.sosAlarm.noNotes')}</p>
      )}
    </section>
  );
}
