import { Router, type Response } from 'express';
import { FILE_RULES, type SharePicture } from '@dz/contracts';
import { processSharePicture } from '../files/images.js';
import { sendBytes } from '../files/send.js';
import type { UploadSlots } from '../files/slots.js';
import { actorOf } from '../http/actor.js';
import { expectedVersion, sendTagged } from '../http/item-tag.js';
import { singleFileUpload } from '../http/multipart.js';
import type { sharePictureService } from '../services/share-picture.js';
import type { Guards } from './guards.js';

/**
 * /api/Ustanova/slika (issue 24): the picture link previews show for pages without their own. GET what it is now
 * (public: every page's head names it), GET /puna an upload's JPEG (cached for good by its versioned URL), and for
 * admins, as the institution's contacts: PUT (multipart `slika`, re-encoded to 1200×630) and DELETE (back to the default).
 */
export function sharePictureRouter(pictures: ReturnType<typeof sharePictureService>, { admin }: Guards, slots: UploadSlots) {
  const r = Router();
  // The picture alone: no text parts.
  const upload = singleFileUpload(FILE_RULES.image, 0, slots);
  // What it is now, with its version as ETag; a change sends it back as If-Match (stale: 412; none: 428 under REQUIRE_IF_MATCH).
  const tagged = (res: Response, { picture, tag }: { picture: SharePicture; tag: string }) => sendTagged(res, picture, tag);
  r.get('/', async (_req, res) => { tagged(res, await pictures.versioned()); });
  r.get('/puna', async (req, res) => {
    const f = await pictures.file();
    await sendBytes(req, res, { type: 'image/jpeg', shown: 'public', hash: f.hash, body: f.data });
  });
  r.put('/', ...admin, upload, async (req, res) => {
    tagged(res, await pictures.replace(await processSharePicture(req.file), actorOf(req), expectedVersion(req)));
  });
  r.delete('/', ...admin, async (req, res) => { tagged(res, await pictures.reset(actorOf(req), expectedVersion(req))); });
  return r;
}
