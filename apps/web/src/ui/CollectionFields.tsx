import { plainFieldsOf, type Collection, type CollectionField } from '@dz/contracts';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { CheckboxField, SelectField, TextField } from './Fields';
import { fieldProps } from './useSchemaForm';

/**
 * A collection's fields in its staff form, from its description (packages/contracts collections.ts, issue 22): one
 * component per field type, each field under its wire name, labelled as described, in the description's order, with the
 * messages of the schema built from the same description. A field added there is in the form. Files, hours and people
 * are their kinds' own forms' (a kind served from its description has none).
 */
export function CollectionFields<V extends FieldValues>({ collection, form }: { collection: Pick<Collection, 'fields'>; form: UseFormReturn<V> }) {
  return <>{plainFieldsOf(collection).map((f) => <Field key={f.name} field={f} props={fieldProps(form, f.wire as Path<V>)} />)}</>;
}

function Field({ field: f, props }: { field: CollectionField; props: ReturnType<typeof fieldProps> }) {
  switch (f.type) {
    case 'longText':
      return <TextField label={f.label} multiline {...props} />;
    case 'email':
      return <TextField type="email" autoComplete="off" label={f.label} {...props} />;
    case 'phone':
      return <TextField type="tel" label={f.label} {...props} />;
    case 'link':
      return <TextField inputMode="url" label={f.label} {...props} />;
    case 'date':
      return <TextField type="date" label={f.label} {...props} />;
    case 'boolean':
      return <CheckboxField label={f.label} {...props} />;
    case 'enum': {
      const options = Object.fromEntries((f.options ?? []).map((o) => [o, f.optionLabels?.[o] ?? o]));
      return <SelectField label={f.label} options={f.required ? options : { '': '—', ...options }} {...props} />;
    }
    default:
      return <TextField label={f.label} {...props} />;
  }
}

/** The form's values of those fields: an item's, or a new item's (empty, false, an enum's first value when required). */
export const fieldValuesOf = (collection: Pick<Collection, 'fields'>, item?: object): Record<string, string | boolean> => {
  const values = item as Record<string, unknown> | undefined;
  return Object.fromEntries(plainFieldsOf(collection).map((f) => {
    const v = values?.[f.wire];
    if (f.type === 'boolean') return [f.wire, typeof v === 'boolean' ? v : false];
    if (typeof v === 'string') return [f.wire, v];
    return [f.wire, f.type === 'enum' && f.required ? (f.options?.[0] ?? '') : ''];
  }));
};
