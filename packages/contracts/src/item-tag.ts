/**
 * The strong entity tag (ETag, If-Match) of an editable item's version: the time of its last save, to the
 * millisecond. The API sends it with each item; a list's row (which carries `updatedAt`, not the header)
 * gets the same tag here, so a delete from a list is checked against the version the list showed. Apart from editing.ts:
 * the home page's carousel deletes with it, and its script would load editing.ts whole (issue 36, item 9).
 */
export const itemTag = (updatedAt: Date | string) => `"${new Date(updatedAt).getTime().toString(36)}"`;
/** A strong entity tag as If-Match carries it (RFC 9110 8.8.3): what a write may name as the version it was made from. */
export const STRONG_TAG = /^"[\x21\x23-\x7e]*"$/;
