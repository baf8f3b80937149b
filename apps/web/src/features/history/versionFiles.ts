import { formatFileSize, HISTORY_UI, type Collection, type ItemVersion } from '@dz/contracts';

/** What a kind's versions keep as their file: a PDF (documents), a picture (news), or none. */
export type FileKind = 'pdf' | 'image' | undefined;

/** The kind's versioned file field's type, read from its description. */
export const fileKindOf = (c: Pick<Collection, 'fields'>): FileKind =>
  c.fields.find((f) => f.versioned && (f.type === 'pdf' || f.type === 'image'))?.type as FileKind;

/** A version's file as the screen names it: "pravilnik.pdf (120 KB)". */
export function fileLabel(v: Pick<ItemVersion, 'fileName' | 'fileSize'>): string {
  const name = v.fileName || HISTORY_UI.unnamedFile;
  return v.fileSize === null ? name : HISTORY_UI.fileWithSize(name, formatFileSize(v.fileSize));
}

/**
 * What changed in the file between two versions, as the comparison says it (docs/product.md "Versions"): a PDF's name
 * and size before and after ("Datoteka: stari.pdf (120 KB) → novi.pdf (98 KB)"), a picture changed, added or removed;
 * null when both keep the same bytes (the same hash, or neither has a file).
 */
export function fileChange(from: ItemVersion, to: ItemVersion, kind: FileKind): string | null {
  if (from.fileHash === to.fileHash) return null;
  if (kind === 'image') {
    if (!from.fileHash) return HISTORY_UI.pictureAdded;
    return to.fileHash ? HISTORY_UI.pictureChanged : HISTORY_UI.pictureRemoved;
  }
  const side = (v: ItemVersion) => (v.fileHash ? fileLabel(v) : HISTORY_UI.noFile);
  return HISTORY_UI.fileChange(side(from), side(to));
}
