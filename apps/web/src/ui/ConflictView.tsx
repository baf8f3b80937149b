import { EDIT_UI, HISTORY_UI } from '@dz/contracts';
import { useEffect, useId, useRef } from 'react';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import { WordDiff } from './WordDiff';

interface Props<V extends FieldValues> {
  /** The API's 412 message: who saved, and when. */
  message: string;
  /** What the other person saved, and what this form holds, as the form's values. */
  theirs: unknown;
  /** The form: what this form holds, followed as the user types. */
  control: Control<V>;
  /** The label of a field by its path. */
  labelOf: (path: string) => string;
  onTakeTheirs: () => void;
  onKeepMine: () => void;
}

/**
 * Two editors at once (issue 21): the save was refused because someone saved first. Nothing
 * typed is lost here: each text that differs is shown as they saved it beside as typed here, with
 * the words that differ; then the user takes theirs or overwrites on purpose. The focus moves to
 * the heading, and the message is announced.
 */
export function ConflictView<V extends FieldValues>({ message, theirs, control, labelOf, onTakeTheirs, onKeepMine }: Props<V>) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const mine: unknown = useWatch({ control });
  const a = texts(theirs);
  const b = texts(mine);
  const changed = [...new Set([...a.keys(), ...b.keys()])].filter((path) => (a.get(path) ?? '') !== (b.get(path) ?? ''));
  return (
    <section className="conflict" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} ref={heading} tabIndex={-1}>{EDIT_UI.conflictHeading}</h2>
      <p role="alert">{message}</p>
      {changed.length === 0 && <p>{EDIT_UI.noTextDifferences}</p>}
      {changed.map((path) => (
        <div key={path} className="conflict-field">
          <h3>{labelOf(path)}</h3>
          <div className="conflict-sides">
            <div>
              <h4>{EDIT_UI.theirVersion}</h4>
              <p className="conflict-text">{a.get(path) ?? ''}</p>
            </div>
            <div>
              <h4>{EDIT_UI.yourVersion}</h4>
              <p className="conflict-text">{b.get(path) ?? ''}</p>
            </div>
          </div>
          <p className="field-hint">{EDIT_UI.differences}</p>
          <WordDiff from={a.get(path) ?? ''} to={b.get(path) ?? ''} removedTitle={HISTORY_UI.removed} addedTitle={HISTORY_UI.added} same="" />
        </div>
      ))}
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={onTakeTheirs}>{EDIT_UI.takeTheirs}</button>
        <button type="button" className="btn" onClick={onKeepMine}>{EDIT_UI.keepMine}</button>
      </div>
    </section>
  );
}

/** Every leaf of a form's values as text, by its dotted path (a clinic's `hours.weekly.0.from`). */
function texts(values: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (values !== null && typeof values === 'object') {
    for (const [k, v] of Object.entries(values)) texts(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (values !== null && values !== undefined && prefix) {
    out.set(prefix, String(values));
  }
  return out;
}
