import { plainFieldsOf, type Collection, type CollectionField, type FieldType } from '@dz/contracts';
import { Fragment, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { CheckboxField, SelectField, TextField } from './Fields';
import { fieldProps } from './useSchemaForm';

/**
 * The form components of field types beyond the plain ones, by type (a unit's hours, people, person and phones:
 * features/units/fieldWidgets.tsx): each renders its field inside the form's FormProvider, under its wire name.
 */
export type FieldWidgets = Partial<Record<FieldType, (field: CollectionField) => ReactNode>>;

/**
 * A collection's fields in its staff form, from its description (packages/contracts collections.ts, issue 22): one
 * component per field type, each field under its wire name, labelled as described, in the description's order, with the
 * messages of the schema built from the same description. A field added there is in the form. The plain types are
 * built here; the others by the `widgets` given (a field of a type without one, such as a file, is its screen's own).
 */
export function CollectionFields<V extends FieldValues>({ collection, form, widgets = {} }: { collection: Pick<Collection, 'fields'>; form: UseFormReturn<V>; widgets?: FieldWidgets }) {
  const plain = plainFieldsOf(collection);
  const shown = collection.fields.filter((f) => plain.includes(f) || widgets[f.type]);
  return (
    <FormProvider {...form}>
      {shown.map((f) => {
        const widget = widgets[f.type];
        return widget && !plain.includes(f)
          ? <Fragment key={f.name}>{widget(f)}</Fragment>
          : <Field key={f.name} field={f} props={fieldProps(form, f.wire as Path<V>)} />;
      })}
    </FormProvider>
  );
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

/** The plain fields' form values: an item's, or a new item's (empty, false, an enum's first value when required). */
export const fieldValuesOf = (collection: Pick<Collection, 'fields'>, item?: object): Record<string, string | boolean> => {
  const values = item as Record<string, unknown> | undefined;
  return Object.fromEntries(plainFieldsOf(collection).map((f) => {
    const v = values?.[f.wire];
    if (f.type === 'boolean') return [f.wire, typeof v === 'boolean' ? v : false];
    if (typeof v === 'string') return [f.wire, v];
    return [f.wire, f.type === 'enum' && f.required ? (f.options?.[0] ?? '') : ''];
  }));
};
