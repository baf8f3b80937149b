import { createHash } from 'node:crypto';
import type { SynonymGroups } from '@dz/contracts';
import type { Db } from '@dz/db';
import { systemClock, type Clock } from '../clock.js';
import { audit, type Actor } from './audit.js';
import { assertCurrent, type Expected } from './edits.js';
import { poolSql, type Sql } from '../db/sql.js';
import { inTransaction } from '../db/transaction.js';

/**
 * Words residents use for the same thing (issue 24, contracts synonymGroupsSchema): groups of words or phrases, read
 * by every search (services/search.ts expands a query's words with their groups when it reads them, so an edit
 * works at the next query, on every instance: a save raises the data's version (a trigger on SearchSynonym, prisma/search.sql), which every
 * instance's kept results and kept groups are checked against).
 */
export function synonymService(db: Db, { now = systemClock }: { now?: Clock } = {}) {
  const sql = poolSql(db);
  const read = async (q: Sql): Promise<SynonymGroups> =>
    ({ groups: (await q<{ terms: string[] }>('SELECT terms FROM "SearchSynonym" ORDER BY id', [])).map((r) => r.terms) });
  return {
    /** The groups and their version (ETag: what a save sends back as If-Match). */
    async list(): Promise<{ groups: SynonymGroups; tag: string }> {
      const groups = await read(sql);
      return { groups, tag: synonymsTag(groups) };
    },

    /**
     * Replaces every group, as one change (its audit row and the index's version move with it). With If-Match
     * (`expected`), only the version the client read (else 412, services/edits.ts): saves are taken one at a time.
     */
    replace: (input: SynonymGroups, actor: Actor, expected: Expected): Promise<void> => inTransaction(db, async (tx) => {
      // One save at a time (reads go on): the version checked is the one replaced.
      await tx('LOCK TABLE "SearchSynonym" IN SHARE ROW EXCLUSIVE MODE', []);
      if (expected !== undefined) await assertCurrent(tx, synonymsTag(await read(tx)), expected, SYNONYMS_RESOURCE, null, now());
      await tx('DELETE FROM "SearchSynonym"', []);
      if (input.groups.length) {
        await tx(
          'INSERT INTO "SearchSynonym" (terms) SELECT g FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY x(g, i) ORDER BY i',
          [JSON.stringify(input.groups)],
        );
      }
      await audit(tx, actor, 'update', { resource: SYNONYMS_RESOURCE, itemId: null });
    }),
  };
}

/** The groups' version: a strong entity tag of what they are (the same groups, the same tag, on every instance). */
const synonymsTag = (groups: SynonymGroups) => `"s${createHash('sha256').update(JSON.stringify(groups.groups)).digest('base64url').slice(0, 22)}"`;

/** The synonyms' name in the audit log. */
export const SYNONYMS_RESOURCE = 'Sinonimi';
