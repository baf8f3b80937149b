import { Router } from 'express';
import { FILE_RULES } from '@dz/contracts';
import { processSharePicture } from '../files/images.js';
import { sendBytes } from '../files/send.js';
import type { UploadSlots } from '../files/slots.js';
import { actorOf } from '../http/actor.js';
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
  r.get('/', async (_req, res) => { res.json(await pictures.get()); });
  r.get('/puna', async (req, res) => {
    const f = await pictures.file();
    await sendBytes(req, res, { type: 'image/jpeg', shown: 'public', hash: f.hash, body: f.data });
  });
  r.put('/', ...admin, upload, async (req, res) => { res.json(await pictures.replace(await processSharePicture(req.file), actorOf(req))); });
  r.delete('/', ...admin, async (req, res) => { res.json(await pictures.reset(actorOf(req))); });
  return r;
}
