/**
 * The ETags (versions) of the editable items this tab has read (issue 21, two editors at once).
 * Kept by the item's path and its `updatedAt`, so a form finds the tag of exactly the version it
 * was filled from, whatever the query cache did with the object since.
 */
const tags = new Map<string, string>();
const MAX_TAGS = 200;

const keyOf = (path: string, updatedAt: string) => `${path}@${updatedAt}`;

export function rememberTag(path: string, updatedAt: string, etag: string | null): void {
  if (!etag) return;
  const key = keyOf(path, updatedAt);
  tags.delete(key);
  tags.set(key, etag);
  // The oldest go first: a tab open all day reads many items.
  if (tags.size > MAX_TAGS) tags.delete(tags.keys().next().value!);
}

/** The ETag the API sent with this version of the item, if this tab read it. */
export const tagFor = (path: string, updatedAt: string): string | null => tags.get(keyOf(path, updatedAt)) ?? null;

/** Reads the item at `path` (`read` hands its answer's ETag on) and remembers the version's tag. */
export function taggedRead<T extends { updatedAt: string }>(path: string, read: (onTag: (etag: string | null) => void) => Promise<T>): Promise<T> {
  let etag: string | null = null;
  return read((t) => { etag = t; }).then((item) => {
    rememberTag(path, item.updatedAt, etag);
    return item;
  });
}
