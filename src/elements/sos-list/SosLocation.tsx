import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SosAlarm } from '../../contract/calldata';

/** Decimal degrees to six places (about 0.1 m), latitude first, as a map search box takes them. */
function coordinatesText(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return null;
  return `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
}

/** Where the alarm was raised: coordinates with the fix's accuracy, and the address if known. */
export function SosLocation({ alarm }: { alarm: SosAlarm }) {
  const { t } = useTranslation();
  const coordinates = coordinatesText(alarm.latitude, alarm.longitude);
  return (
    <section className="dc-sos-section" aria-label={t('calldata.common.location')}>
      <h4>{t('calldata.common.location')}</h4>
      <HTMLTable compact className="dc-detail-table">
        <tbody>
          <tr>
            <th>{t('calldata.sosAlarm.coordinates')}</th>
            <td data-field="coordinates">{coordinates ?? t('calldata.sosAlarm.noPosition')}</td>
          </tr>
          {coordinates && alarm.accuracyM !== null ? (
            <tr>
              <th>{t('calldata.sosAlarm.accuracy')}</th>
              <td data-field="accuracyM">
                {t('calldata.sosAlarm.accuracyValue', { metres: Math.round(alarm.accuracyM) })}
              </td>
            </tr>
          ) : null}
          <tr>
            <th>{t('calldata.sosAlarm.fields.address')}</th>
            <td data-field="address">{alarm.address || t('calldata.common.unknown')}</td>
          </tr>
        </tbody>
      </HTMLTable>
    </section>
  );
}
