import { FORM_MAX_WIDTH_PX } from '@dz/contracts';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { notify } from './notify';
import { showSubmitError } from './submitError';
import type { FileFieldState } from './useFileField';
import type { Send } from '../api/upload';
import { useUpload } from './useUpload';

interface Options<V extends FieldValues> {
  form: UseFormReturn<V>;
  file: FileFieldState;
  /** Wire name of the file part (pdfFile, slika). */
  fileField: string;
  /** Sends the multipart body: create or update. */
  send: (body: FormData, s: Send) => Promise<unknown>;
  /** Queries to refresh after saving. */
  invalidate: QueryKey;
  success: string;
  /** Where to go after saving. */
  to: string;
}

/**
 * The save path shared by the news and document forms: the text fields and the chosen file
 * as multipart, with progress and cancel; then refresh, snackbar and navigate. A failure
 * stays on the form, under the field the server names or above the buttons.
 */
export function useMultipartSubmit<V extends FieldValues>({ form, file, fileField, send, invalidate, success, to }: Options<V>) {
  const upload = useUpload();
  const [formError, setFormError] = useState<string | null>(null);
  const qc = useQueryClient();
  const navigate = useNavigate();

  const onSubmit = form.handleSubmit(async (values) => {
    if (!file.check()) return;
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.set(name, String(value ?? ''));
    if (file.file) body.set(fileField, file.file);
    setFormError(null);
    try {
      await upload.run((s) => send(body, s));
      await qc.invalidateQueries({ queryKey: invalidate });
      notify.success(success);
      navigate(to);
    } catch (e) {
      showSubmitError(e, {
        field: (name, message) => {
          if (name === fileField) file.setError(message);
          else if (name in values) form.setError(name as Path<V>, { message });
          else return false;
          return true;
        },
        form: setFormError,
      });
    }
  }, () => void file.check());

  /** Spread into the form element (docs/product.md "Screens": forms at most 500 px wide). */
  const formProps = { className: 'form', style: { maxWidth: FORM_MAX_WIDTH_PX }, onSubmit, noValidate: true };
  /** Spread into FormActions: submit stays disabled while a field or the file is invalid. */
  const actions = {
    disabled: !form.formState.isValid || !file.ready,
    progress: upload.progress,
    onCancelUpload: upload.cancel,
    error: formError,
  };
  return { formProps, actions };
}
