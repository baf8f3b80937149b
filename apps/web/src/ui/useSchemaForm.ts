import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A form checked by one of the contracts' schemas: a field's message shows once it has been
 * left, and follows each change after that (docs/product.md "Validation").
 */
export function useSchemaForm<V extends FieldValues>(schema: ZodType<V, unknown>, defaultValues: DefaultValues<V>) {
  // The form holds every field as the schema's output has it (an optional note is ''); what the
  // schema also accepts on input (a missing note) the form never holds.
  const form = useForm<V>({ resolver: zodResolver(schema as ZodType<V, V>), mode: 'onTouched', defaultValues });
  schemas.set(form.control, schema);
  return form;
}

const schemas = new WeakMap<object, ZodType>();

/** The schema a form of useSchemaForm checks with (what a disabled submit waits for is read from it). */
export const schemaOf = (form: { control: object }): ZodType | undefined =>
  schemas.get(form.control);

/**
 * Spread into a TextField: the input bound to the form under `name`, and that field's message.
 * `end`: the field that must not come before this one (a start's end), checked again on each
 * change, so its message shows while the user changes the start.
 */
export function fieldProps<V extends FieldValues>(form: UseFormReturn<V>, name: Path<V>, end?: Path<V>) {
  const input = form.register(name);
  const onChange: typeof input.onChange = async (e) => {
    await input.onChange(e);
    if (end) await form.trigger(end);
  };
  return { ...input, onChange, error: form.getFieldState(name, form.formState).error?.message };
}
