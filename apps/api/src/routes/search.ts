import { Router } from 'express';
import { searchQuerySchema, synonymGroupsSchema } from '@dz/contracts';
import { caching } from '../files/caching.js';
import { actorOf } from '../http/actor.js';
import { expectedVersion, sendTagged } from '../http/item-tag.js';
import { jsonBody } from '../http/json-body.js';
import { parseOr400 } from '../http/validate.js';
import type { searchService } from '../services/search.js';
import type { synonymService } from '../services/synonyms.js';
import type { Guards } from './guards.js';

/**
 * GET /api/search?q=&page=&pageSize= (docs/product.md "Search"), public. `ready` is the static
 * pages' first write into the index: the first searches wait for it. GET and PUT /api/search/synonyms: the synonym
 * groups (staff; issue 24), applied from the next query on, versioned as an edited item (ETag, If-Match).
 */
export function searchRouter(
  search: ReturnType<typeof searchService>, ready: Promise<unknown>, synonyms: ReturnType<typeof synonymService>, { signedIn }: Guards,
) {
  const r = Router();
  r.get('/', async (req, res) => {
    const query = parseOr400(searchQuerySchema, req.query);
    await ready;
    res.json(await search.search(query));
  });
  // The groups with their version as ETag; a save sends it back as If-Match (a stale one: 412, none: 428 under REQUIRE_IF_MATCH).
  r.get('/synonyms', signedIn, async (_req, res) => {
    caching(res, 'private');
    const { groups, tag } = await synonyms.list();
    sendTagged(res, groups, tag);
  });
  r.put('/synonyms', signedIn, ...jsonBody('256kb'), async (req, res) => {
    await synonyms.replace(parseOr400(synonymGroupsSchema, req.body), actorOf(req), expectedVersion(req));
    const { groups, tag } = await synonyms.list();
    sendTagged(res, groups, tag);
  });
  return r;
}
