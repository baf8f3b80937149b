import { DRAFT_DEBOUNCE_MS } from '@dz/contracts';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { clearDraft, pruneDrafts, readDraft, sameValues, writeDraft, type Draft, type DraftId } from './drafts';
import { useLeaveGuard } from './useLeaveGuard';

export interface EditingOptions<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** Whose draft, of which form and item (none without it: nobody signed in). */
  draft?: DraftId | null;
  /** A file is chosen: the form is changed, though the draft cannot keep it. */
  fileChosen?: boolean;
  /** The ETag of the version the form was filled from (an edit form's); null for a create form. */
  base?: string | null;
}

/**
 * What keeps a staff form's work (issue 21): whether it differs from what it was filled with (the
 * form's default values, which a save or "take theirs" resets), the question before leaving it,
 * and its local draft, written a moment after typing pauses and whenever the page hides or the
 * form goes, offered back once when the form opens again. Issue 36: the version the form's values
 * were typed over (`base()`, what a save sends as If-Match) is the loaded item's, a restored draft's
 * own, or the one a save or the conflict view settled on; the draft keeps it, so a draft restored
 * after someone else saved is never sent as if made from their version.
 */
export function useEditing<V extends FieldValues>({ form, draft, fileChosen = false, base = null }: EditingOptions<V>) {
  const id = draft ?? null;
  // Followed by a subscription, not by re-rendering the form on each key (a clinic's form is long).
  const [valuesDirty, setValuesDirty] = useState(false);
  const dirty = fileChosen || valuesDirty;
  const [restored, setRestored] = useState<Draft<V> | null>(null);
  // `base` moves with a restored draft, a save and the conflict view; `loaded` is the version the form was filled from.
  const live = useRef({ id, dirty, fileChosen, base, loaded: base, timer: undefined as ReturnType<typeof setTimeout> | undefined, written: '' });
  Object.assign(live.current, { id, dirty, fileChosen });

  const write = () => {
    const l = live.current;
    clearTimeout(l.timer);
    l.timer = undefined;
    if (!l.id) return;
    const now = form.getValues();
    if (sameValues(now, form.formState.defaultValues)) clearDraft(l.id);
    else writeDraft(l.id, now, l.fileChosen, l.base);
  };
  const dropDraft = () => {
    const l = live.current;
    clearTimeout(l.timer);
    l.timer = undefined;
    if (l.id) clearDraft(l.id);
  };

  // Once, as the form opens: a draft of this user's for this item, unless it holds what the server has.
  useEffect(() => {
    pruneDrafts();
    const l = live.current;
    const found = l.id && readDraft<V>(l.id);
    if (!found || !l.id) return;
    const current = form.getValues();
    if (sameValues(found.values, current) || !sameKeys(found.values, current)) return void clearDraft(l.id);
    form.reset(found.values, { keepDefaultValues: true });
    l.base = found.base;
    l.written = JSON.stringify(found.values);
    setValuesDirty(true);
    setRestored(found);
  }, []); // only the draft found as the form opens is offered

  // Typing: the form is changed or not, and the draft follows after a pause (what was just restored is not written again).
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values, defaultValues }) => {
          setValuesDirty(!sameValues(values, defaultValues));
          const l = live.current;
          const json = JSON.stringify(values);
          if (!l.id || json === l.written) return;
          l.written = json;
          clearTimeout(l.timer);
          l.timer = setTimeout(write, DRAFT_DEBOUNCE_MS);
        },
      }),
    [],
  );

  // A file chosen or cleared: the draft says so (the file itself cannot be kept).
  const fileBefore = useRef(fileChosen);
  useEffect(() => {
    const l = live.current;
    if (fileBefore.current === fileChosen || !l.id) return;
    fileBefore.current = fileChosen;
    clearTimeout(l.timer);
    l.timer = setTimeout(write, DRAFT_DEBOUNCE_MS);
  }, [fileChosen]);

  // A reload, a closed tab or leaving the form: what waits for the pause is written now.
  useEffect(() => {
    const flush = () => live.current.timer !== undefined && write();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  const guard = useLeaveGuard(dirty, dropDraft);
  return {
    dirty,
    guard,
    restored,
    /** "Odbaci": back to what the server has (and its version), and the draft goes. */
    discardDraft: () => {
      form.reset();
      live.current.base = live.current.loaded;
      setRestored(null);
      dropDraft();
    },
    /** The version a save is made from (its If-Match). */
    base: () => live.current.base,
    /**
     * The form's values are now made from this version (a save's answer, or the version the conflict view showed):
     * a draft kept meanwhile says so too, so a tab closed now is restored against the version the user has seen.
     */
    rebase: (tag: string) => {
      const l = live.current;
      l.base = tag;
      if (l.id && readDraft(l.id)) write();
    },
    /** Saved, or replaced by the server's version: no draft remains (and the notice of one goes). */
    settled: () => {
      setRestored(null);
      dropDraft();
      live.current.written = JSON.stringify(form.getValues());
    },
  };
}

const sameKeys = (a: unknown, b: unknown) =>
  !!a && typeof a === 'object' && !!b && typeof b === 'object' && Object.keys(a).sort().join() === Object.keys(b).sort().join();
