import { z } from 'zod';
import { SEARCH_LIMITS } from './constants.js';
import { searchQueryFrom } from './search-results.js';
import { API_ERRORS } from './messages.js';
import { pageQuerySchema } from './paging.js';

/**
 * One search over everything the site publishes (docs/product.md "Search"): news, the nine
 * document types (title and the text inside the PDF), clinics, services, audio guides and the
 * static pages. Bosnian as people type it: without diacritics, dj for đ, inflected forms,
 * ijekavian or ekavian, small typos.
 */

/** GET /api/search?q=&page=&pageSize=: q trimmed (repeated: the first); under minChars a 400 naming q; over maxChars cut. */
export const searchQuerySchema = pageQuerySchema.extend({
  // ?q=a&q=b: the first counts, as on the results page (URLSearchParams.get).
  q: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z
    .string({ error: API_ERRORS.searchTooShort })
    .transform(searchQueryFrom)
    .refine((q) => q.length >= SEARCH_LIMITS.minChars, { error: API_ERRORS.searchTooShort })),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * The search's synonym groups (GET and PUT /api/search/synonyms, staff; issue 24): each group the words or phrases
 * residents use for one thing ("zubar", "stomatolog", "stomatološka ambulanta"). A search for any finds the others.
 */
export const SYNONYM_LIMITS = { groups: 500, terms: 20, chars: 60 } as const;
const synonymTerm = z.string({ error: API_ERRORS.invalidValue }).trim()
  .min(1, { error: API_ERRORS.required })
  .max(SYNONYM_LIMITS.chars, { error: API_ERRORS.tooLong(SYNONYM_LIMITS.chars) })
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} .\-/]*$/u, { error: API_ERRORS.synonymTerm });
export const synonymGroupsSchema = z.object({
  groups: z.array(
    z.array(synonymTerm, { error: API_ERRORS.invalidValue })
      .min(2, { error: API_ERRORS.synonymGroupSize })
      .max(SYNONYM_LIMITS.terms, { error: API_ERRORS.synonymGroupSize }),
    { error: API_ERRORS.invalidValue },
  ).max(SYNONYM_LIMITS.groups, { error: API_ERRORS.invalidValue }),
});
export type SynonymGroups = z.infer<typeof synonymGroupsSchema>;

/** The synonyms' screen (/urednik/sinonimi): one group a line, its words and phrases separated by commas. */
export const SYNONYM_UI = {
  heading: 'Sinonimi pretrage',
  label: 'Grupe riječi (jedna grupa u redu, riječi odvojene zarezom)',
  hint: 'Pretraga za bilo koju riječ iz grupe nalazi i ostale, od sljedeće pretrage, bez ikakvog čekanja. Primjer: zubar, stomatolog, stomatološka ambulanta',
  line: (n: number) => `Red ${n}`,
  saved: 'Sinonimi su sačuvani.',
  save: 'Sačuvaj sinonime',
} as const;

/** The groups as the screen's text. */
export const synonymsText = (groups: readonly (readonly string[])[]) => groups.map((g) => g.join(', ')).join('\n');

/** The screen's text as groups, each with the line it came from (blank lines skipped). */
export function synonymLines(text: string): { line: number; terms: string[] }[] {
  return text.split('\n').flatMap((l, i) => {
    const terms = l.split(',').map((t) => t.trim()).filter(Boolean);
    return terms.length ? [{ line: i + 1, terms }] : [];
  });
}

/** The screen's form: its text must read as valid groups; a message names the line. */
export const synonymsFormSchema = z.object({ text: z.string().max(200_000, { error: API_ERRORS.tooLong(200_000) }) }).check((ctx) => {
  const lines = synonymLines(ctx.value.text);
  const checked = synonymGroupsSchema.safeParse({ groups: lines.map((l) => l.terms) });
  if (checked.success) return;
  const issue = checked.error.issues[0]!;
  const at = typeof issue.path[1] === 'number' ? lines[issue.path[1]] : undefined;
  ctx.issues.push({ code: 'custom', path: ['text'], message: at ? `${SYNONYM_UI.line(at.line)}: ${issue.message}` : issue.message, input: ctx.value.text });
});
