import { PASSWORD_UI, passwordUserInputs } from '@dz/contracts';
import { useId, useRef, useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import { usePasswordRule } from './passwordRule';

type Props = {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /**
   * A new password: a live strength hint (aria-live) under the field, from the password rule with the account's own
   * words (its user name and e-mail, as the server checks them).
   */
  accountWords?: readonly (string | undefined)[];
} & Omit<ComponentPropsWithRef<'input'>, 'type'>;

/** react-hook-form's ref and ours on one input. */
function bothRefs(theirs: Ref<HTMLInputElement> | undefined, ours: { current: HTMLInputElement | null }) {
  return (el: HTMLInputElement | null) => {
    ours.current = el;
    if (typeof theirs === 'function') theirs(el);
    else if (theirs) theirs.current = el;
  };
}

/**
 * A labelled password input with a show-password toggle (every password field, issue 20) and, for a new password,
 * the rule's live hint. The toggle is a plain button (never submits), named by what it does and pressed while the
 * text shows; pressing it with the mouse keeps the focus (and the caret) in the input, so typing goes on.
 */
export function PasswordField({ label, error, hint, accountWords, ref, onChange, ...input }: Props) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [shown, setShown] = useState(false);
  const [value, setValue] = useState('');
  const rule = usePasswordRule(accountWords !== undefined);
  const strength = accountWords === undefined ? undefined
    : (rule && value ? rule(value, passwordUserInputs(...accountWords)).hint : PASSWORD_UI.rule);

  const ids = { hint: `${id}-hint`, strength: `${id}-strength`, error: `${id}-error` };
  const describedBy = [hint && ids.hint, strength !== undefined && ids.strength, error && ids.error].filter(Boolean).join(' ') || undefined;
  const changed = (e: ChangeEvent<HTMLInputElement>) => {
    setValue(e.target.value);
    onChange?.(e);
  };
  const toggle = () => {
    const el = inputRef.current;
    // Some browsers move the caret to the start when the type changes: keep it where it was.
    const [start, end] = [el?.selectionStart ?? null, el?.selectionEnd ?? null];
    setShown((s) => !s);
    requestAnimationFrame(() => {
      if (el && start !== null && document.activeElement === el) el.setSelectionRange(start, end);
    });
  };

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          {...input}
          ref={bothRefs(ref, inputRef)}
          onChange={changed}
          id={id}
          type={shown ? 'text' : 'password'}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          className="password-toggle"
          aria-controls={id}
          aria-pressed={shown}
          aria-label={shown ? PASSWORD_UI.hide : PASSWORD_UI.show}
          // The mouse's press would move the focus to the button: the typist stays in the field.
          onMouseDown={(e) => e.preventDefault()}
          onClick={toggle}
        >
          <EyeIcon crossed={shown} />
        </button>
      </div>
      {hint && <p id={ids.hint} className="field-hint">{hint}</p>}
      {strength !== undefined && <p id={ids.strength} className="field-hint password-strength" aria-live="polite">{strength}</p>}
      {error && <p id={ids.error} className="field-error">{error}</p>}
    </div>
  );
}

/** An eye (the text hidden: press to show), struck through while the text shows. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
