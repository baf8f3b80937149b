import { WEB_UI } from '@dz/contracts';
import { Link } from 'react-router-dom';

interface Props {
  submitLabel: string;
  disabled: boolean;
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
 * an upload runs, a progress bar with a button that stops it.
 */
export function FormActions({ submitLabel, disabled, cancelTo, onCancel, progress = null, onCancelUpload, error }: Props) {
  const sending = progress !== null;
  return (
    <>
      {error && <p className="form-error" role="alert">{error}</p>}
      {sending && (
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
      <div className="form-actions">
        <button type="submit" className="btn" disabled={disabled || sending}>
          {submitLabel}
        </button>
        {cancelTo && (
          <Link className="btn btn-secondary" to={cancelTo} onClick={onCancelUpload}>
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
