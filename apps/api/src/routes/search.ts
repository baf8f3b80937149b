import { Router } from 'express';
import { searchQuerySchema } from '@dz/contracts';
import { parseOr400 } from '../http/validate.js';
import type { searchService } from '../services/search.js';

/**
 * GET /api/search?q=&page=&pageSize= (docs/product.md "Search"), public. `ready` is the static
 * pages' first write into the index: the first searches wait for it.
 */
export function searchRouter(search: ReturnType<typeof searchService>, ready: Promise<unknown>) {
  const r = Router();
  r.get('/', async (req, res) => {
    const query = parseOr400(searchQuerySchema, req.query);
    await ready;
    res.json(await search.search(query));
  });
  return r;
}
