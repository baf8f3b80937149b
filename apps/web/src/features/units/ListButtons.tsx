import { WEB_UI } from '@dz/contracts';

/** "+ Dodaj …" under a list of rows; disabled once the list holds as many as the API takes. */
export function AddButton({ label, full, onClick }: { label: string; full: boolean; onClick: () => void }) {
  return (
    <p>
      <button type="button" className="btn btn-secondary" disabled={full} onClick={onClick}>
        <span aria-hidden="true">+</span> {label}
      </button>
    </p>
  );
}

/** "Ukloni" on a row, named after the row for screen readers ("Ukloni: Red 2"). */
export function RemoveButton({ what, onClick, disabled }: { what: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" className="btn btn-danger" disabled={disabled} onClick={onClick} aria-label={WEB_UI.forItem(WEB_UI.remove, what)}>
      {WEB_UI.remove}
    </button>
  );
}

/** Up and down arrows that reorder a row; the first cannot go up nor the last down. */
export function MoveButtons({ what, index, count, move }: { what: string; index: number; count: number; move: (from: number, to: number) => void }) {
  return (
    <>
      <button type="button" className="btn btn-secondary btn-icon" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={WEB_UI.forItem(WEB_UI.moveUp, what)}>
        <span aria-hidden="true">↑</span>
      </button>
      <button type="button" className="btn btn-secondary btn-icon" disabled={index === count - 1} onClick={() => move(index, index + 1)} aria-label={WEB_UI.forItem(WEB_UI.moveDown, what)}>
        <span aria-hidden="true">↓</span>
      </button>
    </>
  );
}
