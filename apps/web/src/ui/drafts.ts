import { DRAFT_MAX_DAYS } from '@dz/contracts';

/**
 * Local drafts of staff forms (issue 21): what a form holds, kept in localStorage while typing so
 * a reload or a crash loses nothing. One per signed-in user name, form kind and item (or 'new'),
 * so two staff on one computer never see each other's; files cannot be kept (only whether one was
 * chosen, so the notice can say to choose it again). Issue 36: a draft also keeps the version it was
 * typed over (its base, the item's ETag), so a draft restored after someone else saved is sent with
 * that version and meets the 412 conflict view instead of overwriting their save.
 */

export interface DraftId {
  /** Who is signed in: drafts are theirs only. */
  owner: string;
  /** The form: 'Novost', a document type's resource, 'clinic', … */
  kind: string;
  /** The item edited, or 'new' for a create form. */
  item: number | 'new';
}

export interface Draft<V> {
  /** ISO time of the last write. */
  savedAt: string;
  values: V;
  /** A file had been chosen: it is not in the draft. */
  fileChosen: boolean;
  /** The ETag of the version the values were typed over; null for a create form's draft. */
  base: string | null;
}

/**
 * The base of an edit form's draft written before drafts kept one: which version it was typed over is not
 * known, so its save is sent with a tag no version has (a valid strong tag, never a time's base 36) and
 * goes through the conflict view, where the user sees what changed before choosing.
 */
export const UNKNOWN_BASE = '"unknown-base"';

const PREFIX = 'dz-draft:';
const MAX_AGE_MS = DRAFT_MAX_DAYS * 24 * 60 * 60 * 1000;

export const draftKey = ({ owner, kind, item }: DraftId) => `${PREFIX}${JSON.stringify([owner, kind, item])}`;

/** localStorage can throw (privacy modes, quota): drafts are then simply not kept. */
function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A stored draft, unless it is unreadable or too old (then it is removed). */
export function readDraft<V>(id: DraftId, now = Date.now()): Draft<V> | null {
  const key = draftKey(id);
  const raw = store()?.getItem(key);
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Draft<V>;
    const at = Date.parse(d.savedAt);
    if (d && typeof d === 'object' && 'values' in d && now - at <= MAX_AGE_MS) {
      const base = typeof d.base === 'string' ? d.base : id.item === 'new' ? null : UNKNOWN_BASE;
      return { ...d, fileChosen: d.fileChosen === true, base };
    }
  } catch {
    // Not ours, or cut short: dropped below.
  }
  store()?.removeItem(key);
  return null;
}

export function writeDraft<V>(id: DraftId, values: V, fileChosen: boolean, base: string | null, now = Date.now()): void {
  const draft: Draft<V> = { savedAt: new Date(now).toISOString(), values, fileChosen, base };
  try {
    store()?.setItem(draftKey(id), JSON.stringify(draft));
  } catch {
    // Quota: the form still works, only without a draft.
  }
}

export const clearDraft = (id: DraftId) => store()?.removeItem(draftKey(id));

/** Drops every draft past its age (any user's), so old ones do not pile up on a shared computer. */
export function pruneDrafts(now = Date.now()): void {
  const s = store();
  if (!s) return;
  for (let i = s.length - 1; i >= 0; i--) {
    const key = s.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    try {
      const at = Date.parse((JSON.parse(s.getItem(key) ?? '') as Draft<unknown>).savedAt);
      if (!(now - at <= MAX_AGE_MS)) s.removeItem(key);
    } catch {
      s.removeItem(key);
    }
  }
}

/** The same JSON whatever the order of object keys: two forms' values compare equal when they hold the same. */
export function sameValues(a: unknown, b: unknown): boolean {
  return stable(a) === stable(b);
}

function stable(v: unknown): string {
  return JSON.stringify(v, (_k, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : value,
  );
}
