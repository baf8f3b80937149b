import type { ZodType } from 'zod';

/**
 * What a disabled submit waits for (issue 21): the labels of the fields the form's schema
 * refuses now, read from the form's own markup (a field's <label>, else its group's <legend>),
 * so every form gets it without a list of its own.
 */
export function missingLabels(schema: ZodType | undefined, values: unknown, formEl: HTMLFormElement | null, fileMissing = false): string[] {
  if (!formEl) return [];
  const result = schema?.safeParse(values);
  const labels = result && !result.success ? result.error.issues.map((issue) => labelOf(formEl, issue.path.map(String))) : [];
  if (fileMissing) labels.push(formEl.querySelector<HTMLInputElement>('input[type="file"]')?.labels?.[0]?.textContent?.trim() ?? null);
  return [...new Set(labels.filter((l): l is string => !!l))];
}

/** The label a form shows for the field at `path` (or its closest group), with its row. */
export function labelOf(formEl: HTMLFormElement, path: string[]): string | null {
  // The field itself, else the closest group of it that the form shows (a row's days, a list).
  // The paths are the schema's own (letters, digits, dots), safe inside the selector's quotes.
  for (let n = path.length; n > 0; n--) {
    const name = path.slice(0, n).join('.');
    const input = formEl.querySelector<HTMLInputElement>(`[name="${name}"]`);
    const text = input && (input.labels?.[0]?.textContent ?? input.closest('fieldset')?.querySelector('legend')?.textContent);
    if (text) return withGroup(input, text.trim());
  }
  return null;
}

/** A field of a repeated row says which row ("Od (Red 2)"). */
function withGroup(input: Element, label: string): string {
  const row = input.closest('fieldset.hours-row, fieldset.span-row');
  const legend = row?.querySelector('legend')?.textContent?.trim();
  return legend && legend !== label ? `${label} (${legend})` : label;
}
