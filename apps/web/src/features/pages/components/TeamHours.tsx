import { MONTHS, daysLabel, hoursRange, type HoursException, type HoursRow, type Person } from '@dz/contracts';
import { labels } from '@dz/content';
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

/** Working hours: the weekly rows' days ("Ponedjeljak – petak"), time range and note. */
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
            <tr key={`${r.days.join()}-${r.from}`}>
              <th scope="row">
                {daysLabel(r.days)}
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

/** "2026-11-24" → "24. novembar 2026." */
function dayText(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d}. ${MONTHS[m - 1]} ${y}.`;
}

/** "24. novembar 2026.: zatvoreno (Dan državnosti)", "31. decembar 2026. – 2. januar 2027.: 07:00–12:00". */
export function exceptionText(e: HoursException): string {
  const days = e.from === e.to ? dayText(e.from) : `${dayText(e.from)} – ${dayText(e.to)}`;
  const hours = e.hours.length ? e.hours.map(hoursRange).join(', ') : labels.closed;
  return `${days}: ${hours}${e.note ? ` (${e.note})` : ''}`;
}

/**
 * The dated changes to the weekly hours that end today ("YYYY-MM-DD" in Sarajevo) or later, under
 * the table; nothing when there are none. `today` is the day the server answered, not the
 * browser's, so the hydrated list is the server's.
 */
export function HoursExceptions({ exceptions, today }: { exceptions: readonly HoursException[]; today: string }) {
  const coming = exceptions.filter((e) => e.to >= today);
  if (coming.length === 0) return null;
  return (
    <section className="hours-exceptions" aria-labelledby="hours-exceptions">
      <h2 id="hours-exceptions">{labels.hoursExceptions}</h2>
      <ul>
        {coming.map((e) => (
          <li key={e.from}>{exceptionText(e)}</li>
        ))}
      </ul>
    </section>
  );
}
