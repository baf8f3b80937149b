import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
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
  useEffect(() => followTyping(form), [form]);
  return form;
}

/**
 * A message on a field not yet left follows the typing too, and goes as soon as the value is valid (issue 36). Such a
 * message comes with its list (a row added to a team or the hours is checked whole, react-hook-form's field arrays),
 * with a box that adds fields (a chief nurse), or from another field (a start's end): 'onTouched' alone would keep it
 * until the field is left, and its line would go just as the pointer presses the next button.
 */
function followTyping<V extends FieldValues>(form: UseFormReturn<V>) {
  return form.subscribe({
    formState: { values: true },
    callback: ({ name, type }) => {
      if (type !== 'change' || !name) return;
      const field = form.getFieldState(name as Path<V>);
      // A field left, or any field after a submit, is checked by react-hook-form itself on each change.
      if (field.error && !field.isTouched && !form.formState.isSubmitted) void form.trigger(name as Path<V>);
    },
  });
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
