import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A form checked by one of the contracts' schemas: a field's message shows once it has been
 * left, and follows each change after that (docs/product.md "Validation").
 */
export function useSchemaForm<V extends FieldValues>(schema: ZodType<V, V>, defaultValues: DefaultValues<V>) {
  return useForm<V>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues });
}

/** Spread into a TextField: the input bound to the form under `name`, and that field's message. */
export function fieldProps<V extends FieldValues>(form: UseFormReturn<V>, name: Path<V>) {
  return { ...form.register(name), error: form.getFieldState(name, form.formState).error?.message };
}
