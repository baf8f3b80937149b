import { Router, type Request } from 'express';
import { API_ERRORS, EDITABLE_RESOURCES, presenceInputSchema } from '@dz/contracts';
import { NotFoundError } from '../errors.js';
import { jsonBody } from '../http/json-body.js';
import { idOf, parseOr400 } from '../http/validate.js';
import type { OpenForm, presenceService } from '../services/presence.js';
import type { Guards } from './guards.js';

/** The form of the address and the tab: an unknown kind is an unknown address (404), a bad id or tab a 400. */
function openForm(req: Request, tab: unknown): OpenForm {
  const resource = String(req.params.resource);
  if (!EDITABLE_RESOURCES.includes(resource)) throw new NotFoundError(API_ERRORS.notFound);
  const itemId = idOf(req);
  return { resource, itemId, tab: parseOr400(presenceInputSchema, { tab }).tab };
}

/**
 * /api/presence/{resource}/{id} (staff, issue 21): PUT { tab } from an open edit form every PRESENCE_HEARTBEAT_MS
 * answers { editors } (the others who have it open, and since when); DELETE ?tab= when the form closes (204).
 */
export function presenceRouter(presence: ReturnType<typeof presenceService>, { signedIn }: Guards) {
  const r = Router({ mergeParams: true });
  r.put('/', signedIn, ...jsonBody('1kb'), async (req, res) => {
    const body = req.body as { tab?: unknown } | undefined;
    res.json({ editors: await presence.beat(openForm(req, body?.tab), req.user!.id) });
  });
  r.delete('/', signedIn, async (req, res) => {
    await presence.leave(openForm(req, req.query.tab), req.user!.id);
    res.status(204).end();
  });
  return r;
}
