import type { OpenStatus } from '@dz/contracts';
import './open-status.css';

/**
 * Open now, or when it opens ("Zatvoreno, otvara se u …"), as the server computed it when it
 * answered: never from the browser's clock, so the hydrated page reads as the server's HTML did.
 * The words say it; the dot's colour only repeats them. With `note`, today's exception's note follows.
 */
export function OpenStatusText({ status, note = false }: { status: OpenStatus; note?: boolean }) {
  return (
    <p className={status.open ? 'open-status is-open' : 'open-status'}>
      <span className="open-status-dot" aria-hidden="true" />
      {status.label}
      {note && status.note && <span className="open-status-note"> ({status.note})</span>}
    </p>
  );
}
