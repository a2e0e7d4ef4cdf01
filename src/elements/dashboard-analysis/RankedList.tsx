import { useTranslation } from 'react-i18next';
import type { NumberFormats } from '../kit/figures/useNumberFormats';

/** The busiest groups or talkers: name, count and a bar relative to the first. */
export function RankedList({
  title,
  rows,
  formats,
  name,
}: {
  title: string;
  rows: readonly { name: string; count: number }[];
  formats: NumberFormats;
  name: string;
}) {
  const { t } = useTranslation();
  const top = rows[0]?.count || 1;
  return (
    <section className="dc-dash-card" part="card" data-figure={name}>
      <h3>{title}</h3>
      {rows.length ? (
        <ol className="dc-dash-list">
          {rows.map((row) => (
            <li key={row.name}>
              <span style={{ flex: 1 }}>
                {row.name}
                <div className="dc-dash-bar" style={{ width: `${(row.count / top) * 100}%` }} />
              </span>
              <span>{formats.number(row.count)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <div className="dc-dash-detail">{t('dashboard.empty')}</div>
      )}
    </section>
  );
}
