import { EDIT_UI } from '@dz/contracts';
import { useId } from 'react';
import { useModal } from './useModal';

/**
 * "Imate nesačuvane izmjene. Napustiti stranicu?" with 'Ostani' and 'Napusti' (issue 21): a modal
 * alert dialog; the focus starts on 'Ostani' (the safe answer), stays within the two buttons, and
 * goes back where it was when the user stays; Escape stays.
 */
export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const id = useId();
  // The focus starts on 'Ostani', the first button.
  const { box, onKeyDown } = useModal<HTMLDivElement>('button', onStay);
  return (
    <div className="modal-backdrop">
      <div ref={box} className="modal" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-q`} onKeyDown={onKeyDown}>
        <p id={`${id}-q`} className="modal-question">{EDIT_UI.leaveQuestion}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onStay}>{EDIT_UI.stay}</button>
          <button type="button" className="btn btn-secondary" onClick={onLeave}>{EDIT_UI.leave}</button>
        </div>
      </div>
    </div>
  );
}
