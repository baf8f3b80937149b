import { textFieldsOf, type Collection } from '@dz/contracts';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from './Fields';
import { fieldProps } from './useSchemaForm';

/**
 * A collection's text fields in its staff form, from its description (packages/contracts collections.ts, issue 22): each
 * under its wire name, labelled as described, one line (`text`) or several (`longText`), in the description's order,
 * with the messages of the schema built from the same description. A field added there is in the form.
 */
export function CollectionTextFields<V extends FieldValues>({ collection, form }: { collection: Pick<Collection, 'fields'>; form: UseFormReturn<V> }) {
  return (
    <>
      {textFieldsOf(collection).map((f) => (
        <TextField key={f.name} label={f.label} multiline={f.type === 'longText'} {...fieldProps(form, f.wire as Path<V>)} />
      ))}
    </>
  );
}

/** The form's values of those fields: an item's, or empty for a new one. */
export const textValuesOf = (collection: Pick<Collection, 'fields'>, item?: object): Record<string, string> => {
  const values = item as Record<string, unknown> | undefined;
  return Object.fromEntries(textFieldsOf(collection).map((f) => {
    const v = values?.[f.wire];
    return [f.wire, typeof v === 'string' ? v : ''];
  }));
};
