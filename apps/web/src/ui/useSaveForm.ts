import { FORM_MAX_WIDTH_PX } from '@dz/contracts';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api/errors';
import type { Conflict, EditGuardProps } from './EditGuard';
import { labelOf, missingLabels } from './missingFields';
import { notify } from './notify';
import { notifySaved } from './savedToast';
import { showSubmitError } from './submitError';
import { useEditing, type EditingOptions } from './useEditing';
import { usePresence, type PresenceTarget } from './usePresence';
import { schemaOf } from './useSchemaForm';

/** What a save sends besides the values: the version it edits (If-Match), and where the saved version's tag goes. */
export interface Versioning {
  ifMatch?: string | null;
  onTag?: (etag: string | null) => void;
}

/** An edit form's loaded version (issue 21, two editors at once). */
export interface ItemVersion<V> {
  /** The ETag of the version the item was read as: every save of an existing item is checked against a version. */
  tag: string;
  /** Reads the item as it is now: what the conflict view shows, and its tag. */
  reload: () => Promise<{ values: V; tag: string }>;
}

export interface SaveOptions<V extends FieldValues, R = unknown> extends Pick<EditingOptions<V>, 'draft' | 'fileChosen'> {
  form: UseFormReturn<V>;
  /** Sends the form's checked values (the schema's output). */
  save: (values: V, versioning: Versioning) => Promise<R>;
  /** Queries to refresh after saving. */
  invalidate: readonly QueryKey[];
  success: string;
  /** Where to go after saving; without it the form stays and `after` runs. */
  to?: string;
  after?: () => void;
  /** Where visitors see what was saved ("Pogledaj na stranici" after the save). */
  view?: (saved: R) => string;
  /** An edit form's version: its save is refused (412) when someone saved in between. */
  version?: ItemVersion<V>;
  /** Checks what the schema does not (a chosen file) before sending; false stops. */
  check?: () => boolean;
  /** A server message for a field outside the form's values (the file): true when it was shown. */
  otherField?: (name: string, message: string) => boolean;
  /** The input that shows a server's field path, when it is not the path itself (a weekday of a row → the row's days). */
  fieldOf?: (name: string) => string | undefined;
  /** Nothing is missing but the file (the form's part the schema does not see). */
  fileMissing?: boolean;
  /** Sets back what the form holds outside its values (a chosen file) when it takes the server's version. */
  resetOther?: () => void;
  /** The item an edit form has open: others who open it see so (none for a create form). */
  presence?: PresenceTarget;
}

const isInput = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);

/**
 * The save path of every form: check, send, then refresh, snackbar and navigate. A failure stays
 * on the form with what the user typed, under the field the server names (a dotted path such as
 * `hours.exceptions.1.from` reaches that input) or above the buttons; a 401 is the session's.
 * Issue 21: the form's work is kept (useEditing), an edit is sent with the version it was made
 * from and a 412 opens the conflict view, and a save says where to see it.
 */
export function useSaveForm<V extends FieldValues, R = unknown>(opts: SaveOptions<V, R>) {
  const { form, save, invalidate, success, to, after, view, version, check, otherField, fieldOf } = opts;
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const qc = useQueryClient();
  const editing = useEditing({ form, draft: opts.draft, fileChosen: opts.fileChosen, base: version?.tag ?? null });
  const editors = usePresence(opts.presence);

  const showOnField = (name: string, message: string) => {
    if (otherField?.(name, message)) return true;
    const target = fieldOf?.(name) ?? (isInput(get(form.getValues(), name)) ? name : undefined);
    if (!target) return false;
    form.setError(target as Path<V>, { type: 'server', message }, { shouldFocus: true });
    return true;
  };

  const onConflict = async (e: ApiError) => {
    try {
      setConflict({ message: e.message, theirs: await version!.reload() });
    } catch (reloadError) {
      // Gone meanwhile (404), or no answer: that is what the user needs to know.
      showSubmitError(reloadError, { field: () => false, form: setFormError });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (check && !check()) return;
    setFormError(null);
    setConflict(null);
    setSending(true);
    try {
      const saved = await save(values, { ifMatch: editing.base(), onTag: (t) => { if (t) editing.rebase(t); } });
      // What was sent is now what the server has: nothing left to keep or to ask about.
      if (!to) form.reset(form.getValues());
      editing.settled();
      await Promise.all(invalidate.map((queryKey) => qc.invalidateQueries({ queryKey })));
      if (view) notifySaved(success, view(saved));
      else notify.success(success);
      if (to) editing.guard.leaveTo(to);
      after?.();
    } catch (e) {
      if (e instanceof ApiError && e.status === 412 && version) await onConflict(e);
      else showSubmitError(e, { field: showOnField, form: setFormError });
    } finally {
      setSending(false);
    }
  }, () => void check?.());

  // What a disabled submit waits for: again when validity changes, and as the values do (by subscription, not a render per key).
  const [waiting, setWaiting] = useState<string[]>([]);
  const invalid = !form.formState.isValid || !!opts.fileMissing;
  const findWaiting = useRef(() => {});
  findWaiting.current = () => {
    const next = invalid ? missingLabels(schemaOf(form), form.getValues(), formRef.current, opts.fileMissing) : [];
    setWaiting((prev) => (prev.join('\n') === next.join('\n') ? prev : next));
  };
  useEffect(() => findWaiting.current(), [invalid, opts.fileMissing]);
  useEffect(() => form.subscribe({ formState: { values: true }, callback: () => findWaiting.current() }), [form]);

  const guard: EditGuardProps<V> = {
    restored: editing.restored,
    onDiscardDraft: () => {
      editing.discardDraft();
      opts.resetOther?.();
    },
    conflict,
    control: form.control,
    labelOf: (path) => (formRef.current && labelOf(formRef.current, path.split('.'))) || path,
    onTakeTheirs: () => {
      if (!conflict) return;
      form.reset(conflict.theirs.values as V);
      opts.resetOther?.();
      editing.settled();
      editing.rebase(conflict.theirs.tag);
      setConflict(null);
      void Promise.all(invalidate.map((queryKey) => qc.invalidateQueries({ queryKey })));
    },
    onKeepMine: () => {
      if (!conflict) return;
      editing.rebase(conflict.theirs.tag);
      setConflict(null);
      void onSubmit();
    },
    leave: editing.guard,
    editors,
  };

  /** Spread into the form element (docs/product.md "Screens": forms at most 500 px wide). */
  const formProps = { ref: formRef, className: 'form', style: { maxWidth: FORM_MAX_WIDTH_PX }, onSubmit, noValidate: true, 'aria-busy': sending || undefined };
  /** Spread into FormActions: submit stays disabled while a field is invalid or the form is being sent, and says what it waits for. */
  const actions = { disabled: invalid || sending, sending, waiting, error: formError };
  /** Leaves the form on purpose after another action on its item (moved to the bin): no question, no draft kept. */
  const leave = (to: string) => {
    editing.settled();
    editing.guard.leaveTo(to);
  };
  return { formProps, actions, guard, leave };
}
