import { Router } from 'express';
import { contentQuerySchema, publicationChangeSchema } from '@dz/contracts';
import { actorOf } from '../http/actor.js';
import { requireVersions } from '../http/item-tag.js';
import { jsonBody } from '../http/json-body.js';
import { parseOr400 } from '../http/validate.js';
import type { contentService } from '../services/content.js';
import type { Guards } from './guards.js';

/** GET /api/content?q&kind&status&author&sort&page&pageSize: the staff's content lists (contracts content.ts), staff only. */
export function contentRouter(content: ReturnType<typeof contentService>, { signedIn }: Guards) {
  const r = Router();
  r.get('/', signedIn, async (req, res) => { res.json(await content.list(parseOr400(contentQuerySchema, req.query))); });
  /** POST /api/content/publication: bulk publish or unpublish (contracts publicationChangeSchema). */
  r.post('/publication', signedIn, ...jsonBody('16kb'), async (req, res) => {
    const change = parseOr400(publicationChangeSchema, req.body);
    requireVersions(req, change.items.map((i) => i.ifMatch));
    res.json(await content.publish(change, actorOf(req)));
  });
  return r;
}
