import { FORM_MAX_WIDTH_PX } from '@dz/contracts';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { notify } from './notify';
import { showSubmitError } from './submitError';

export interface SaveOptions<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** Sends the form's checked values (the schema's output). */
  save: (values: V) => Promise<unknown>;
  /** Queries to refresh after saving. */
  invalidate: readonly QueryKey[];
  success: string;
  /** Where to go after saving; without it the form stays and `after` runs. */
  to?: string;
  after?: () => void;
  /** Checks what the schema does not (a chosen file) before sending; false stops. */
  check?: () => boolean;
  /** A server message for a field outside the form's values (the file): true when it was shown. */
  otherField?: (name: string, message: string) => boolean;
  /** The input that shows a server's field path, when it is not the path itself (a weekday of a row → the row's days). */
  fieldOf?: (name: string) => string | undefined;
}

const isInput = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);

/**
 * The save path of every form: check, send, then refresh, snackbar and navigate. A failure stays
 * on the form with what the user typed, under the field the server names (a dotted path such as
 * `hours.exceptions.1.from` reaches that input) or above the buttons; a 401 is the session's.
 */
export function useSaveForm<V extends FieldValues>({ form, save, invalidate, success, to, after, check, otherField, fieldOf }: SaveOptions<V>) {
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const qc = useQueryClient();
  const navigate = useNavigate();

  const showOnField = (name: string, message: string) => {
    if (otherField?.(name, message)) return true;
    const target = fieldOf?.(name) ?? (isInput(get(form.getValues(), name)) ? name : undefined);
    if (!target) return false;
    form.setError(target as Path<V>, { type: 'server', message }, { shouldFocus: true });
    return true;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (check && !check()) return;
    setFormError(null);
    setSending(true);
    try {
      await save(values);
      await Promise.all(invalidate.map((queryKey) => qc.invalidateQueries({ queryKey })));
      notify.success(success);
      if (to) navigate(to);
      after?.();
    } catch (e) {
      showSubmitError(e, { field: showOnField, form: setFormError });
    } finally {
      setSending(false);
    }
  }, () => void check?.());

  /** Spread into the form element (docs/product.md "Screens": forms at most 500 px wide). */
  const formProps = { className: 'form', style: { maxWidth: FORM_MAX_WIDTH_PX }, onSubmit, noValidate: true };
  /** Spread into FormActions: submit stays disabled while a field is invalid or the form is being sent. */
  const actions = { disabled: !form.formState.isValid || sending, error: formError };
  return { formProps, actions };
}
