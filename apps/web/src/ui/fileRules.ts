import { FILE_RULES, type FileKind } from '@dz/contracts';

export type { FileKind };

/** Whether a chosen file looks like the kind the field takes (the server checks the bytes). */
const LOOKS_RIGHT: Record<FileKind, (f: File) => boolean> = {
  pdf: (f) => f.type === 'application/pdf' || /\.pdf$/i.test(f.name),
  image: (f) => f.type.startsWith('image/'),
};

export const acceptFor = (kind: FileKind) => FILE_RULES[kind].accept;

/**
 * Checks a chosen file before it is sent (the server checks again, by its bytes): a missing
 * required file, a wrong type and a file over the server's limit get the server's own messages.
 */
export function fileError(kind: FileKind, file: File | null, required: boolean): string | null {
  const rule = FILE_RULES[kind];
  if (!file) return required ? rule.required : null;
  if (!LOOKS_RIGHT[kind](file)) return rule.invalid;
  if (file.size > rule.maxBytes) return rule.tooLarge;
  return null;
}
