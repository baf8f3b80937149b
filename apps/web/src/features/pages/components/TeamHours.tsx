import { hoursRange, labels, type HoursRow, type Person } from '@dz/content';
import './tables.css';

/** Who works here: role and name (clinic teams, boards, expert bodies). */
export function TeamTable({ caption, people }: { caption: string; people: Person[] }) {
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.role}</th>
            <th scope="col">{labels.name}</th>
          </tr>
        </thead>
        <tbody>
          {people.map((p, i) => (
            <tr key={`${p.role}-${p.name}-${i}`}>
              <td>{p.role}</td>
              <th scope="row">{p.name}</th>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface HoursProps {
  hours: HoursRow[];
  caption?: string;
  /** Narrow places (a service card): the note goes under the days instead of its own column. */
  compact?: boolean;
}

/** Working hours: days, time range and the shift note. */
export function HoursTable({ hours, caption = labels.hours, compact = false }: HoursProps) {
  const notes = !compact && hours.some((r) => r.note);
  return (
    <div className="table-wrap">
      <table className={compact ? 'data-table data-table-compact' : 'data-table'}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.days}</th>
            <th scope="col">{labels.time}</th>
            {notes && <th scope="col">{labels.note}</th>}
          </tr>
        </thead>
        <tbody>
          {hours.map((r) => (
            <tr key={`${r.days}-${r.from}`}>
              <th scope="row">
                {r.days}
                {compact && r.note && <span className="hours-note">{r.note}</span>}
              </th>
              <td className="nowrap">{hoursRange(r)}</td>
              {notes && <td>{r.note}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
