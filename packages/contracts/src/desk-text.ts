/** The staff desk's limits and words (zod-free: the staff menu in web.ts names it). Its shapes are desk.ts's. */

/** Facts residents act on (hours, phones) count as stale when nobody confirmed or saved them for this long. */
export const FACT_REVIEW_MONTHS = 6;
/** Searches that found nothing: of the last 30 days, the 20 asked most; rows are kept 90 days, at most 500 new ones a day. */
export const SEARCH_MISS_LIMITS = { days: 30, shown: 20, keptDays: 90, perDay: 500, maxChars: 100 } as const;
/** How many of my recent edits, drafts and scheduled items the desk lists (the content list has them all). */
export const DESK_LIST_SIZE = 10;

/** The desk's words. */
export const DESK_UI = {
  heading: 'Radni stol',
  recentEdits: 'Moje posljednje izmjene',
  noRecentEdits: 'Još niste ništa mijenjali.',
  drafts: 'Nacrti',
  noDrafts: 'Nema nacrta.',
  scheduled: 'Zakazane objave',
  noScheduled: 'Nema zakazanih objava.',
  /** Why no scheduled item is ever late: its time is compared at every read (publication.ts). */
  neverLate: 'Zakazana objava se pojavljuje u svoje vrijeme, bez ikakvog pokretanja: nijedna ne kasni.',
  notices: 'Obavijesti na stranici sada',
  noNotices: 'Trenutno nema obavijesti na stranici.',
  staleFacts: `Podaci neprovjereni duže od ${FACT_REVIEW_MONTHS} mjeseci (radno vrijeme, telefoni)`,
  noStaleFacts: 'Svi podaci o ambulantama i službama su provjereni.',
  lastChecked: 'Zadnja provjera',
  checked: 'Provjereno',
  checkedFor: (title: string) => `Provjereno: ${title}`,
  checkedDone: (title: string) => `Označeno kao provjereno: ${title}.`,
  missedSearches: `Pretrage bez rezultata (posljednjih ${SEARCH_MISS_LIMITS.days} dana)`,
  noMissedSearches: 'Nema pretraga bez rezultata.',
  query: 'Upit',
  count: 'Broj',
  allContent: 'Sav sadržaj',
  /** The scheduled backups (issue 26), admins only. */
  backups: 'Sigurnosne kopije',
  backupsOff: 'Automatske sigurnosne kopije nisu uključene: server nema postavljen BACKUP_DIR (docker compose ga postavlja sam).',
  backupSchedule: (everyHours: number, keep: number) => `Nova kopija svakih ${everyHours} h; čuva se ${keep} najnovijih.`,
  backupLast: 'Posljednja kopija',
  backupNone: 'Još nema nijedne kopije.',
  backupFile: 'Datoteka',
  backupSize: 'Veličina',
  backupCount: 'Kopija u folderu',
  backupNext: 'Sljedeća',
  backupFailed: 'Posljednji pokušaj nije uspio',
  backupOverdue: 'Posljednja kopija je starija nego što raspored predviđa: provjerite server (docker compose logs app).',
} as const;
