import type { QueryKey } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import type { Send } from '../api/upload';
import type { FileFieldState } from './useFileField';
import { useSaveForm, type SaveOptions } from './useSaveForm';
import { useUpload } from './useUpload';

interface Options<V extends FieldValues> extends Pick<SaveOptions<V>, 'form' | 'success' | 'to'> {
  file: FileFieldState;
  /** Wire name of the file part (pdfFile, slika). */
  fileField: string;
  /** Sends the multipart body: create or update. */
  send: (body: FormData, s: Send) => Promise<unknown>;
  /** Queries to refresh after saving. */
  invalidate: QueryKey;
}

/**
 * The save path shared by the news and document forms: the text fields and the chosen file
 * as multipart, with progress and cancel (useSaveForm does the rest).
 */
export function useMultipartSubmit<V extends FieldValues>({ form, file, fileField, send, invalidate, success, to }: Options<V>) {
  const upload = useUpload();
  const { formProps, actions } = useSaveForm({
    form,
    success,
    to,
    invalidate: [invalidate],
    check: file.check,
    save: (values) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(values)) body.set(name, String(value ?? ''));
      if (file.file) body.set(fileField, file.file);
      return upload.run((s) => send(body, s));
    },
    otherField: (name, message) => {
      if (name !== fileField) return false;
      file.setError(message);
      return true;
    },
  });
  return {
    formProps,
    /** Spread into FormActions: submit stays disabled while a field or the file is invalid. */
    actions: { ...actions, disabled: actions.disabled || !file.ready, progress: upload.progress, onCancelUpload: upload.cancel },
  };
}
