import { FRAME_UI } from '@dz/contracts/text';

export function Loading() {
  return (
    <p className="status" role="status">
      <span className="spinner" aria-hidden="true" /> {FRAME_UI.loading}
    </p>
  );
}

export function EmptyNote({ text = FRAME_UI.empty }: { text?: string }) {
  return <p className="status">{text}</p>;
}

/** The spec only logs these failures; the page stays usable and says so quietly. */
export function ErrorNote({ message = FRAME_UI.loadFailed, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div className="status status-error" role="status">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          {FRAME_UI.retry}
        </button>
      )}
    </div>
  );
}
