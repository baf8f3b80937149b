import { useId, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { acceptFor } from './fileRules';
import type { FileFieldState } from './useFileField';

interface FieldShell {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

function useFieldIds(error?: string | null, hint?: ReactNode) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, describedBy };
}

function Messages({ error, errorId, hint, hintId }: { error?: string | null; errorId: string; hint?: ReactNode; hintId: string }) {
  return (
    <>
      {hint && <p id={hintId} className="field-hint">{hint}</p>}
      {error && <p id={errorId} className="field-error">{error}</p>}
    </>
  );
}

type TextProps = FieldShell & { multiline?: boolean } & ComponentPropsWithRef<'input'> & ComponentPropsWithRef<'textarea'>;

/** A labelled text input or textarea with its message, wired for screen readers. */
export function TextField({ label, error, hint, multiline, ...input }: TextProps) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint);
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea rows={6} {...(input as ComponentPropsWithRef<'textarea'>)} {...common} />
      ) : (
        <input type="text" {...(input as ComponentPropsWithRef<'input'>)} {...common} />
      )}
      <Messages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

/** A labelled file input bound to useFileField. */
export function FileField({ label, hint, state, onChosen }: FieldShell & { state: FileFieldState; onChosen?: (f: File | null) => void }) {
  const { id, errorId, hintId, describedBy } = useFieldIds(state.error, hint);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    state.onChange(e);
    onChosen?.(e.target.files?.[0] ?? null);
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        key={state.generation}
        id={id}
        type="file"
        accept={acceptFor(state.kind)}
        onChange={onChange}
        aria-invalid={state.error ? true : undefined}
        aria-describedby={describedBy}
      />
      <Messages error={state.error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

/** A labelled checkbox, the label after the box; its message below. */
export function CheckboxField({ label, error, hint, ...input }: FieldShell & ComponentPropsWithRef<'input'>) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint);
  return (
    <div className="field field-check">
      <input type="checkbox" {...input} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      <label htmlFor={id}>{label}</label>
      <Messages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

/** A labelled select of fixed options (value → shown text). */
export function SelectField({ label, error, hint, options, ...select }: FieldShell & { options: Readonly<Record<string, string>> } & ComponentPropsWithRef<'select'>) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select {...select} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>{text}</option>
        ))}
      </select>
      <Messages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}
