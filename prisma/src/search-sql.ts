import fs from 'node:fs/promises';
import path from 'node:path';
import { COLLECTIONS, columnOf, titleFieldOf, type Collection } from '@dz/contracts';

/**
 * The site search's functions and triggers, as a migration writes them: the hand-written ones as they
 * are now (prisma/search.sql, the one place to read and change them), then those of the kinds whose
 * search entry is their own row's text (news, and any kind described like it), generated from the
 * collections' descriptions (packages/contracts collections.ts): a kind's title field with weight A, its
 * other searched fields (weight B) as the body, its date, and the bin. `pnpm db:migrate:create` appends
 * this SQL to the new migration whenever it differs from the newest migration's copy (a field added, a
 * weight changed, search.sql edited), and apps/api/test/migrations.test.ts fails while they differ.
 *
 * The document types and the units keep hand-written functions (in search.sql), because their text is
 * not their row's alone: a document's is its PDF's, a unit's includes its people, phones and audio guide.
 */

const ident = (name: string) => `"${name}"`;
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** A kind indexed from its own row: searchable, kept in a table of its own, every searched field a text in that row. */
export const rowSearched = (c: Collection): c is Collection & { storage: NonNullable<Collection['storage']> } =>
  c.capabilities.search && c.storage !== undefined && c.storage.discriminator === undefined
  && c.fields.every((f) => !f.search || f.type === 'text' || f.type === 'longText');

function kindSql(c: Collection & { storage: NonNullable<Collection['storage']> }): string {
  const table = ident(c.storage.table);
  const kind = literal(c.slug);
  const title = titleFieldOf(c);
  // The body: the searched fields, a blank line between those not empty.
  const body = c.fields.filter((f) => f.search === 'B').map((f) => `nullif(d.${ident(columnOf(f))}, '')`);
  const watched = [
    ...c.fields.filter((f) => f.search).map((f) => ident(columnOf(f))), '"createdAt"',
    ...(c.capabilities.bin ? ['"deletedAt"'] : []), ...(c.capabilities.drafts ? ['"publishAt"'] : []),
  ];
  // In the bin: no entry. A draft: none. Scheduled: found from its time on (search_put's p_visible_from).
  const live = `${c.capabilities.bin ? ' AND d."deletedAt" IS NULL' : ''}${c.capabilities.drafts ? ' AND d."publishAt" IS NOT NULL' : ''}`;
  const visibleFrom = c.capabilities.drafts ? ', d."publishAt"' : '';
  return `-- ${c.labels.plural} (${c.slug}): the title "${title.name}" (A)${body.length ? `, the body ${c.fields.filter((f) => f.search === 'B').map((f) => `"${f.name}"`).join(', ')} (B)` : ''}, dated by "createdAt".
CREATE OR REPLACE FUNCTION search_${c.slug}_put(p_id int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM ${table} d WHERE d.id = p_id${live}) THEN
    PERFORM search_put(${kind}, d.id, d.${ident(columnOf(title))}, concat_ws(E'\\n\\n', ${body.join(', ') || "''"}), d."createdAt", true${visibleFrom})
    FROM ${table} d WHERE d.id = p_id;
  ELSE
    DELETE FROM "SearchEntry" WHERE kind = ${kind} AND "refId" = p_id;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION search_${c.slug}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_${c.slug}_put(CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS search_${c.slug} ON ${table};
CREATE TRIGGER search_${c.slug} AFTER INSERT OR UPDATE OF ${watched.join(', ')} OR DELETE ON ${table}
  FOR EACH ROW EXECUTE FUNCTION search_${c.slug}();
SELECT search_${c.slug}_put(id) FROM ${table};
`;
}

const BEGIN = '-- BEGIN search functions: prisma/search.sql, then those generated from the collections (prisma/src/search-sql.ts); do not edit here';
const END = '-- END search functions';

/**
 * The SQL: search.sql (read from `prismaDir`), then each row-searched kind's put function and trigger (each of
 * its items indexed again), search_rows_rebuild(), which search_rebuild() calls, and each collection table's trigger that
 * raises the data's version (search.sql's search_changed()).
 */
export async function searchSql(prismaDir: string, collections: readonly Collection[] = COLLECTIONS): Promise<string> {
  const handWritten = await fs.readFile(path.join(prismaDir, 'search.sql'), 'utf8');
  const kinds = collections.filter(rowSearched);
  return `${BEGIN}
${handWritten.trimEnd()}

-- Generated from the collections' descriptions.
${kinds.map(kindSql).join('\n')}
-- search_rebuild() indexes these kinds through this.
CREATE OR REPLACE FUNCTION search_rows_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
${kinds.map((c) => `  PERFORM search_${c.slug}_put(id) FROM ${ident(c.storage.table)};`).join('\n')}
END $$;

-- Every collection's table raises the data's version (search_changed()) in each transaction that writes it.
${[...new Set(collections.flatMap((c) => (c.storage ? [c.storage.table] : [])))].map((t) => `DROP TRIGGER IF EXISTS data_changed ON ${ident(t)};
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${ident(t)} FOR EACH STATEMENT EXECUTE FUNCTION search_changed();`).join('\n')}
${END}
`;
}

/** The newest migration's copy of the generated SQL, or undefined when none has one. */
export async function migratedSearchSql(migrationsDir: string): Promise<string | undefined> {
  const dirs = (await fs.readdir(migrationsDir)).filter((d) => /^\d{14}_/.test(d)).sort().reverse();
  for (const d of dirs) {
    const sql = await fs.readFile(path.join(migrationsDir, d, 'migration.sql'), 'utf8').catch(() => '');
    const start = sql.lastIndexOf(BEGIN);
    if (start >= 0) return sql.slice(start, sql.indexOf(END, start) + END.length) + '\n';
  }
  return undefined;
}
