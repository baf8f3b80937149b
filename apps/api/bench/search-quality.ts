// How many of the quality list's queries (test/search-cases.ts) find their item in the top 3,
// with the index as it is and with each of its rules taken away: the measurement behind the
// choices of migration 20261123195814_search. `pnpm --filter @dz/api exec tsx bench/search-quality.ts`
// (DATABASE_URL's server, else an embedded PostgreSQL; about a minute).
import { createHash } from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import { searchablePages } from '@dz/content';
import { createPrisma } from '@dz/db';
import { migrate, repoPaths } from '@dz/db/migrate';
import { dataVersions } from '../src/services/data-version.js';
import { searchService } from '../src/services/search.js';
import { DOCUMENTS, NEWS, QUERIES, found } from '../test/search-cases.js';
import { database, prismaDir } from './lib.js';

const NO_VARIANTS = 'CREATE OR REPLACE FUNCTION search_variants(lexeme text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT RETURN ARRAY[lexeme]';
// Whole terms only: a typed term matches no longer indexed term it begins (search_lexemes; the API's queries are made
// of its answers too).
const NO_PREFIXES = `CREATE OR REPLACE FUNCTION search_lexemes(v text) RETURNS text[] LANGUAGE sql STABLE STRICT
  RETURN ARRAY(SELECT DISTINCT t.term FROM "SearchTerm" t WHERE t.head = left(v, 4) AND t.term = v)`;
const UNACCENT_ONLY = `CREATE OR REPLACE FUNCTION search_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, t))`;
const NO_FOLD = 'CREATE OR REPLACE FUNCTION search_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT RETURN lower(t)';
const SIMPLE = [
  `CREATE OR REPLACE FUNCTION search_terms(t text, w "char") RETURNS tsvector LANGUAGE sql IMMUTABLE RETURN setweight(to_tsvector('simple', search_fold(coalesce(t, ''))), w)`,
  `CREATE OR REPLACE FUNCTION search_query_parts(words text[]) RETURNS TABLE (word bigint, term bigint, variants text[]) LANGUAGE sql IMMUTABLE
    BEGIN ATOMIC SELECT w.i, u.i, search_variants(u.lexeme) FROM unnest(words) WITH ORDINALITY w(w, i), unnest(to_tsvector('simple', search_fold(w.w))) WITH ORDINALITY u(lexeme, positions, weights, i); END`,
];
/** A rule taken away: SQL that redefines functions of the migration (then the index is rebuilt); with and without typo correction. */
const VARIANTS: { name: string; sql: string[]; noCorrection?: boolean }[] = [
  { name: 'as built (fold, serbian stemmer, fleeting a, prefixes covering 3/5, typo correction)', sql: [] },
  { name: 'no fleeting-a variants', sql: [NO_VARIANTS] },
  { name: 'no prefixes (whole stems only)', sql: [NO_PREFIXES] },
  { name: 'unaccent alone (đ→d, not dj)', sql: [UNACCENT_ONLY] },
  { name: 'no folding at all (lower case only)', sql: [NO_FOLD] },
  { name: "no stemmer ('simple': no inflection, no ijekavian→ekavian)", sql: SIMPLE },
  { name: 'no typo correction (pg_trgm)', sql: [], noCorrection: true },
  { name: 'no typo correction, no fleeting-a variants', sql: [NO_VARIANTS], noCorrection: true },
  { name: 'no typo correction, no prefixes', sql: [NO_PREFIXES], noCorrection: true },
  { name: "no typo correction, no stemmer ('simple')", sql: SIMPLE, noCorrection: true },
];

const logger = pino({ level: 'silent' });
const rows: { variant: string; found: string; missed: string }[] = [];
for (const v of VARIANTS) {
  const db0 = await database('quality');
  const db = createPrisma(db0.url, 2);
  try {
    await migrate('deploy', [], { url: db0.url, ...repoPaths(prismaDir), log: () => {} });
    const c = new pg.Client({ connectionString: db0.url });
    await c.connect();
    for (const s of v.sql) await c.query(s);
    if (v.noCorrection) await c.query(`DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET pg_trgm.similarity_threshold = 1', current_database()); END $$`);
    await c.query('SELECT search_rebuild()');
    await c.end();
    for (const n of NEWS) await db.news.create({ data: n });
    for (const d of DOCUMENTS) {
      const hash = createHash('sha256').update(d.pdf).digest('hex');
      const doc = await db.document.create({ data: { kind: d.kind, text: d.title, fileName: 'd.pdf', fileSize: 1, fileHash: hash } });
      await db.documentText.create({ data: { documentId: doc.id, fileHash: hash, text: d.pdf, status: 'ok' } });
    }
    const searchDb = createPrisma(db0.url, 2);
    const search = searchService(searchDb, searchablePages, { versions: dataVersions(searchDb) });
    await search.syncPages();
    const missed: string[] = [];
    for (const q of QUERIES) {
      const r = await search.search({ q: q.q, page: 1, pageSize: 3 });
      if (!r.items.some((hit) => found(hit, q.expect))) missed.push(`${q.q} (${q.why})`);
    }
    rows.push({ variant: v.name, found: `${QUERIES.length - missed.length}/${QUERIES.length}`, missed: missed.join(', ').slice(0, 160) });
    logger.info(v.name);
  } finally {
    await db.$disconnect();
    await db0.stop();
  }
}
console.table(rows);
process.exit(0);
