import { EDIT_UI, WEB_UI } from '@dz/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { DISCARD_ATTR } from './useLeaveGuard';

interface Props {
  submitLabel: string;
  disabled: boolean;
  /** The form is being sent: the submit says so ("Čuvanje…", with the upload's share). */
  sending?: boolean;
  /** The labels of the fields a disabled submit waits for. */
  waiting?: readonly string[];
  /** Where 'Otkaži' leads; without it the form has no cancel link. */
  cancelTo?: string;
  /** 'Otkaži' as a button (a form within a screen, which closes instead of leading away). */
  onCancel?: () => void;
  /** Upload progress 0..1 while sending, else null. */
  progress?: number | null;
  onCancelUpload?: () => void;
  /** A failure the server reported for the whole form. */
  error?: string | null;
}

/**
 * The foot of every form: a failure for the whole form, the submit button and 'Otkaži'; while
 * an upload runs, a progress bar with a button that stops it. A disabled submit names what it
 * waits for; 'Otkaži' leaves on purpose (no unsaved-changes question, the draft goes).
 */
export function FormActions({ submitLabel, disabled, sending: busy = false, waiting = [], cancelTo, onCancel, progress = null, onCancelUpload, error }: Props) {
  const hintId = `${useId()}-waiting`;
  const uploading = progress !== null;
  const sending = busy || uploading;
  const hint = disabled && !sending && waiting.length > 0;
  return (
    <>
      {error && <p className="form-error" role="alert">{error}</p>}
      {uploading && (
        <div className="upload">
          <label>
            {WEB_UI.uploading} ({Math.round(progress * 100)} %)
            <progress max={1} value={progress} />
          </label>
          <button type="button" className="btn btn-secondary" onClick={onCancelUpload}>
            {WEB_UI.cancelUpload}
          </button>
        </div>
      )}
      {hint && <p id={hintId} className="field-hint">{EDIT_UI.waitingFor(waiting)}</p>}
      <div className="form-actions">
        <button type="submit" className="btn" disabled={disabled || sending} aria-describedby={hint ? hintId : undefined}>
          {!sending ? submitLabel : uploading ? EDIT_UI.savingPercent(Math.round(progress * 100)) : EDIT_UI.saving}
        </button>
        {cancelTo && (
          <Link className="btn btn-secondary" to={cancelTo} onClick={onCancelUpload} {...{ [DISCARD_ATTR]: '' }}>
            {WEB_UI.cancel}
          </Link>
        )}
        {onCancel && (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {WEB_UI.cancel}
          </button>
        )}
      </div>
    </>
  );
}
