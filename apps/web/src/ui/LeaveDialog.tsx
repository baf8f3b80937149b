import { EDIT_UI } from '@dz/contracts';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';

/**
 * "Imate nesačuvane izmjene. Napustiti stranicu?" with 'Ostani' and 'Napusti' (issue 21): a modal
 * alert dialog; the focus starts on 'Ostani' (the safe answer), stays within the two buttons, and
 * goes back where it was when the user stays; Escape stays.
 */
export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const id = useId();
  const stay = useRef<HTMLButtonElement>(null);
  const leave = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const before = document.activeElement;
    stay.current?.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onStay();
    } else if (e.key === 'Tab') {
      e.preventDefault();
      (document.activeElement === stay.current ? leave : stay).current?.focus();
    }
  };
  return (
    <div className="modal-backdrop">
      <div className="modal" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-q`} onKeyDown={onKeyDown}>
        <p id={`${id}-q`} className="modal-question">{EDIT_UI.leaveQuestion}</p>
        <div className="form-actions">
          <button ref={stay} type="button" className="btn" onClick={onStay}>{EDIT_UI.stay}</button>
          <button ref={leave} type="button" className="btn btn-secondary" onClick={onLeave}>{EDIT_UI.leave}</button>
        </div>
      </div>
    </div>
  );
}
