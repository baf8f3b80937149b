import type { SynonymGroups } from '@dz/contracts';
import type { Db } from '@dz/db';
import { audit, type Actor } from './audit.js';
import { poolSql } from '../db/sql.js';
import { inTransaction } from '../db/transaction.js';

/**
 * Words residents use for the same thing (issue 24, contracts synonymGroupsSchema): groups of words or phrases, read
 * by every search (services/search.ts expands a query's words with their groups when it reads them, so an edit
 * works at the next query, on every instance: a save raises the data's version (a trigger on SearchSynonym, prisma/search.sql), which every
 * instance's kept results and kept groups are checked against).
 */
export function synonymService(db: Db) {
  const sql = poolSql(db);
  return {
    async list(): Promise<SynonymGroups> {
      const rows = await sql<{ terms: string[] }>('SELECT terms FROM "SearchSynonym" ORDER BY id', []);
      return { groups: rows.map((r) => r.terms) };
    },

    /** Replaces every group, as one change (its audit row and the index's version move with it). */
    replace: (input: SynonymGroups, actor: Actor): Promise<void> => inTransaction(db, async (tx) => {
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

/** The synonyms' name in the audit log. */
export const SYNONYMS_RESOURCE = 'Sinonimi';
