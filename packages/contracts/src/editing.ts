import { formatTime } from './format.js';

/**
 * Editing that never loses a staff member's work (issue 21): the words of the unsaved-changes
 * question, the local draft's notice, the two-editors conflict view and the after-save notice.
 */

/** A local draft older than this is dropped unread. */
export const DRAFT_MAX_DAYS = 14;
/** How long typing must pause before the draft is written (it is also written when the page hides). */
export const DRAFT_DEBOUNCE_MS = 400;

export const EDIT_UI = {
  leaveQuestion: 'Imate nesačuvane izmjene. Napustiti stranicu?',
  stay: 'Ostani',
  leave: 'Napusti',
  /** `iso`: when the draft was last written. */
  draftRestored: (iso: string) => `Vraćen je nesačuvani nacrt od ${formatTime(iso)}.`,
  draftFilesLost: 'Odabrane datoteke nisu sačuvane u nacrtu: odaberite ih ponovo.',
  discardDraft: 'Odbaci',
  conflictHeading: 'Neko je u međuvremenu sačuvao ovaj zapis',
  theirVersion: 'Njihova verzija',
  yourVersion: 'Vaša verzija',
  differences: 'Razlike (precrtano: samo njihovo, označeno: samo vaše)',
  noTextDifferences: 'Tekstualna polja se ne razlikuju.',
  takeTheirs: 'Preuzmi njihovu verziju',
  keepMine: 'Sačuvaj svoju verziju',
  saving: 'Čuvanje…',
  /** While an upload runs: how much of it has been sent. */
  savingPercent: (percent: number) => `Čuvanje… ${percent} %`,
  /** Under a disabled submit: the fields it waits for, by their labels. */
  waitingFor: (labels: readonly string[]) => `Popunite: ${labels.join(', ')}`,
  /** After a save, its snackbar's heading, above what was done and where visitors see it. */
  savedHeading: 'Sačuvano',
  /** After a save, in its snackbar: where visitors see it. */
  viewOnSite: 'Pogledaj na stranici',
  /** Above an edit form another signed-in person has open too (their tab's heartbeat): who, since when. */
  othersEditing: (editors: readonly Editor[]) =>
    editors.map((e) => `${e.userName} uređuje od ${formatTime(e.since)}`).join(', ') + '.',
  othersEditingHint: 'Možete i vi mijenjati: ko sačuva drugi, vidjet će obje verzije.',
} as const;

/**
 * Who else has an item open in an edit form (issue 21): each open form in a visible tab says so every
 * PRESENCE_HEARTBEAT_MS (PUT API.presence) and hears who else has it open; a form not heard from for
 * PRESENCE_STALE_SECONDS has been closed (or its tab hidden). Issue 36: someone who opens or leaves
 * the item shows within 15 s (one beat); the stale time spans three beats, so one late or lost beat
 * never makes a present editor flicker. 100 open forms are 20 requests a second (pnpm bench, presence.ts).
 */
export const PRESENCE_HEARTBEAT_MS = 5_000;
export const PRESENCE_STALE_SECONDS = 15;
/**
 * Issue 41: an account's open forms are bounded. At most PRESENCE_TABS_PER_ITEM tabs of one account on one item and
 * PRESENCE_ROWS_PER_ACCOUNT rows of one account in all: a beat past a cap drops the account's least recently heard
 * rows at once (the beating tab's own row always stays).
 */
export const PRESENCE_TABS_PER_ITEM = 10;
export const PRESENCE_ROWS_PER_ACCOUNT = 50;

/** Another person's open edit form: their user name and since when (ISO). */
export interface Editor {
  userName: string;
  since: string;
}

