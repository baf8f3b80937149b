import { FORM_MAX_WIDTH_PX, PDF_FIELD, UI, WEB_UI, documentInputSchema, documentText } from '@dz/contracts';
import type { DocumentItem, DocumentType } from '@dz/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { createDocument, updateDocument } from '../../api/documents';
import { FileField, TextField } from '../../ui/Fields';
import { FormActions } from '../../ui/FormActions';
import { notify } from '../../ui/notify';
import { showSubmitError } from '../../ui/submitError';
import { useFileField } from '../../ui/useFileField';
import { useUpload } from '../../ui/useUpload';
import { documentKeys } from './queries';

interface Props {
  type: DocumentType;
  /** The item being edited; without it the form creates one. */
  item?: DocumentItem;
}

/**
 * The create and edit form of every registry type (SPEC §2, §5): the type's one text field and
 * its PDF, required on create and optional on edit; submit stays disabled while either is invalid.
 */
export function DocumentForm({ type, item }: Props) {
  const field = type.textField;
  const schema = useMemo(() => documentInputSchema(type), [type]);
  const form = useForm<Record<string, string>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { [field]: item ? documentText(type, item) : '' },
  });
  const pdf = useFileField('pdf', !item);
  const upload = useUpload();
  const [formError, setFormError] = useState<string | null>(null);
  const qc = useQueryClient();
  const navigate = useNavigate();

  const onSubmit = form.handleSubmit(async (values) => {
    if (!pdf.check()) return;
    const body = new FormData();
    body.set(field, values[field] ?? '');
    if (pdf.file) body.set(PDF_FIELD, pdf.file);
    setFormError(null);
    try {
      await upload.run((send) => (item ? updateDocument(type, item.id, body, send) : createDocument(type, body, send)));
      await qc.invalidateQueries({ queryKey: documentKeys.all(type) });
      notify.success(item ? WEB_UI.saved : WEB_UI.created);
      navigate(item ? type.afterEdit : type.afterCreate);
    } catch (e) {
      showSubmitError(e, {
        field: (name, message) => {
          if (name === PDF_FIELD) pdf.setError(message);
          else if (name === field) form.setError(field, { message });
          else return false;
          return true;
        },
        form: setFormError,
      });
    }
  }, () => void pdf.check());

  const error = form.formState.errors[field]?.message;
  return (
    <form className="form" style={{ maxWidth: FORM_MAX_WIDTH_PX }} onSubmit={onSubmit} noValidate>
      <TextField
        label={item ? type.editLabel : type.createLabel}
        multiline={type.multiline}
        error={error}
        {...form.register(field)}
      />
      <FileField
        label={WEB_UI.pdfLabel}
        state={pdf}
        hint={item ? `${WEB_UI.currentFile}: ${item.fileName}. ${WEB_UI.keepFileHint}` : undefined}
      />
      <FormActions
        submitLabel={item ? UI.save : type.createButton}
        disabled={!form.formState.isValid || !pdf.ready}
        cancelTo={type.cancelTo}
        progress={upload.progress}
        onCancelUpload={upload.cancel}
        error={formError}
      />
    </form>
  );
}
