/** One line of a workbench list: what happened, then when and its state. */
interface WorkbenchListItem {
  key: string | number;
  what: string;
  when: string;
}

export interface WorkbenchListCardProps {
  /** `data-figure` of the card, what tests and host pages find it by. */
  figure: string;
  title: string;
  items: readonly WorkbenchListItem[] | undefined;
  /** Shown while there is nothing to list (also before the first answer). */
  empty: string;
}

/** A workbench card listing recent things (open alarms, operations), or a line saying there are none. */
export function WorkbenchListCard({ figure, title, items, empty }: WorkbenchListCardProps) {
  return (
    <section className="dc-dash-card" part="card" data-figure={figure}>
      <h3>{title}</h3>
      {items?.length ? (
        <ul className="dc-dash-list">
          {items.map((item) => (
            <li key={item.key}>
              <span>{item.what}</span>
              <span>{item.when}</span>
            </li>
          ))}
        </ul>
      ) : (
        <div className="dc-dash-detail">{empty}</div>
      )}
    </section>
  );
}
