import type { ReactNode } from 'react';

export interface FigureCardProps {
  title: string;
  value: ReactNode;
  detail?: ReactNode;
  /** `data-figure` for tests and page scripts. */
  name: string;
  className?: string;
}

/** One widget of the dashboard: a title, a large value and a line of detail. */
export function FigureCard({ title, value, detail, name, className }: FigureCardProps) {
  return (
    <section className={`dc-dash-card ${className ?? ''}`} part="card" data-figure={name}>
      <h3>{title}</h3>
      <div className="dc-dash-value">{value}</div>
      {detail ? <div className="dc-dash-detail">{detail}</div> : null}
    </section>
  );
}
