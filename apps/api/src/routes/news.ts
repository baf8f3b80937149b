import { Router } from 'express';
import { API_ERRORS, FILE_RULES, newsInputSchema, pageQuerySchema, publicationInputSchema } from '@dz/contracts';
import { NotFoundError } from '../errors.js';
import { processImage } from '../files/images.js';
import { sendBytes } from '../files/send.js';
import type { UploadSlots } from '../files/slots.js';
import { actorOf } from '../http/actor.js';
import { expectedVersion, sendItem } from '../http/item-tag.js';
import { singleFileUpload } from '../http/multipart.js';
import { idOf, parseOr400 } from '../http/validate.js';
import type { newsService } from '../services/news.js';
import { viewerOf, type Guards } from './guards.js';

/**
 * /api/Novost (docs/product.md "API" "News"), plus cacheable image URLs, the lean list (?lean=true)
 * and the archive's pages (?page&pageSize: { items, totalItems }, newest first, lean).
 */
export function newsRouter(news: ReturnType<typeof newsService>, { signedIn, viewer }: Guards, slots: UploadSlots) {
  const r = Router();
  // As many text parts as the input schema (built from the news collection's description) has fields: naslov, opis, …,
  // and the publication's (status, publishAt).
  const upload = singleFileUpload(FILE_RULES.image, Object.keys(newsInputSchema.shape).length + Object.keys(publicationInputSchema.shape).length, slots);

  r.get('/', async (req, res) => {
    // Without paging parameters the legacy plain array, as other programs read it (docs/product.md "Entities").
    if (req.query.page !== undefined || req.query.pageSize !== undefined) {
      res.json(await news.page(parseOr400(pageQuerySchema, req.query)));
    } else {
      res.json(await news.list({ lean: req.query.lean === 'true' || req.query.lean === '1' }));
    }
  });

  r.get('/:id', viewer, async (req, res) => {
    sendItem(res, await news.get(idOf(req), viewerOf(req)));
  });

  r.get('/:id/slika/:size', async (req, res) => {
    const size = req.params.size === 'kartica' ? 'card' : req.params.size === 'puna' ? 'full' : undefined;
    if (!size) throw new NotFoundError(API_ERRORS.routeNotFound);
    const img = await news.image(idOf(req), size, typeof req.query.v === 'string' ? req.query.v : undefined);
    // Small enough to send from one buffer; a versioned URL (?v=hash) is cached for good.
    await sendBytes(req, res, { type: 'image/jpeg', shown: img.shown, hash: img.hash, body: img.data });
  });

  r.post('/', signedIn, upload, async (req, res) => {
    const input = parseOr400(newsInputSchema, req.body);
    const publication = parseOr400(publicationInputSchema, req.body);
    res.status(201).json(await news.create(input, publication, (await processImage(req.file, true))!, actorOf(req)));
  });

  r.put('/:id', signedIn, upload, async (req, res) => {
    const id = idOf(req);
    const input = parseOr400(newsInputSchema, req.body);
    const publication = parseOr400(publicationInputSchema, req.body);
    // The parts sent: a field not required and not sent keeps its value (a legacy client knows no picture text).
    const sent = new Set(Object.keys(req.body ?? {}));
    sendItem(res, await news.update(id, input, publication, await processImage(req.file, false), actorOf(req), expectedVersion(req), sent));
  });

  r.delete('/:id', signedIn, async (req, res) => {
    await news.remove(idOf(req), actorOf(req), expectedVersion(req));
    res.status(204).end();
  });

  return r;
}
