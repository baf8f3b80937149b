import { documentInputSchema, documentText, PDF_FIELD, PUBLICATION_UI, ROUTES, WEB_UI, withPublication } from '@dz/contracts';
import { Link } from 'react-router-dom';
import type { DocumentItem, DocumentType, PublicationFormValues } from '@dz/contracts';
import { useMemo } from 'react';
import { createDocument, getDocument, updateDocument } from '../../api/zod/documents';
import { EditGuard } from '../../ui/EditGuard';
import { FileField, TextField } from '../../ui/Fields';
import { FormActions } from '../../ui/FormActions';
import { PublicationFields, publicationValues, wirePublication } from '../../ui/PublicationFields';
import { itemVersion } from '../../ui/itemVersion';
import { useFileField } from '../../ui/useFileField';
import { useMultipartSubmit } from '../../ui/useMultipartSubmit';
import { fieldProps, useSchemaForm } from '../../ui/useSchemaForm';
import { useDraftId } from '../shared/useDraftId';
import { documentKeys } from './queries';

interface Props {
  type: DocumentType;
  /** The item being edited; without it the form creates one. */
  item?: DocumentItem;
}

/**
 * The create and edit form of every registry type (docs/product.md "Screens", "Validation"): the type's one text field and
 * its PDF, required on create and optional on edit; submit stays disabled while either is invalid.
 */
export function DocumentForm({ type, item }: Props) {
  const field = type.textField;
  const schema = useMemo(() => withPublication(documentInputSchema(type)), [type]);
  const valuesOf = (i?: DocumentItem) => ({ [field]: i ? documentText(type, i) : '', ...publicationValues(i) });
  const form = useSchemaForm<Record<string, string> & PublicationFormValues>(schema, valuesOf(item));
  const pdf = useFileField('pdf', !item);
  const { formProps, actions, guard } = useMultipartSubmit({
    form,
    file: pdf,
    fileField: PDF_FIELD,
    send: (body, s) => (item ? updateDocument(type, item.id, wirePublication(body), s) : createDocument(type, wirePublication(body), s)),
    invalidate: documentKeys.all(type),
    success: item ? WEB_UI.saved : WEB_UI.created,
    to: item ? type.afterEdit : type.afterCreate,
    draft: useDraftId(type.resource, item?.id ?? 'new'),
    presence: item && { resource: type.resource, id: item.id },
    version: item && itemVersion(item, () => getDocument(type, item.id), valuesOf),
    view: () => type.listPath,
  });

  return (
    <form {...formProps}>
      <EditGuard {...guard} />
      <TextField
        label={item ? type.editLabel : type.createLabel}
        multiline={type.multiline}
        {...fieldProps(form, field)}
      />
      <FileField
        label={WEB_UI.pdfLabel}
        state={pdf}
        hint={item ? `${WEB_UI.currentFile}: ${item.fileName}. ${WEB_UI.keepFileHint}` : undefined}
      />
      <PublicationFields form={form} current={item} />
      {item && item.status !== 'published' && (
        <p><Link to={ROUTES.documentPreview(type.resource, item.id)}>{PUBLICATION_UI.previewOf(documentText(type, item))}</Link></p>
      )}
      <FormActions submitLabel={item ? WEB_UI.saveChanges : type.createButton} cancelTo={type.cancelTo} {...actions} />
    </form>
  );
}
