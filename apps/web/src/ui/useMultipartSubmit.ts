import type { QueryKey } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import type { Send } from '../api/upload';
import type { FileFieldState } from './useFileField';
import { useSaveForm, type SaveOptions } from './useSaveForm';
import { useUpload } from './useUpload';

interface Options<V extends FieldValues, R> extends Pick<SaveOptions<V, R>, 'form' | 'success' | 'to' | 'draft' | 'version' | 'view' | 'presence'> {
  file: FileFieldState;
  /** Wire name of the file part (pdfFile, slika). */
  fileField: string;
  /** Sends the multipart body: create or update (with the version it edits, in `s`). */
  send: (body: FormData, s: Send) => Promise<R>;
  /** Queries to refresh after saving. */
  invalidate: QueryKey;
}

/**
 * The save path shared by the news and document forms: the text fields and the chosen file
 * as multipart, with progress and cancel (useSaveForm does the rest).
 */
export function useMultipartSubmit<V extends FieldValues, R>({ form, file, fileField, send, invalidate, ...rest }: Options<V, R>) {
  const upload = useUpload();
  const { formProps, actions, guard } = useSaveForm({
    form,
    ...rest,
    invalidate: [invalidate],
    check: file.check,
    fileChosen: file.file !== null,
    fileMissing: !file.ready,
    resetOther: file.clear,
    save: (values, versioning) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(values)) body.set(name, String(value ?? ''));
      if (file.file) body.set(fileField, file.file);
      return upload.run((s) => send(body, { ...s, ...versioning }));
    },
    otherField: (name, message) => {
      if (name !== fileField) return false;
      file.setError(message);
      return true;
    },
  });
  return {
    formProps,
    guard,
    /** Spread into FormActions: submit stays disabled while a field or the file is invalid. */
    actions: { ...actions, disabled: actions.disabled || !file.ready, progress: upload.progress, onCancelUpload: upload.cancel },
  };
}
