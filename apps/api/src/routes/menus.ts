import { Router, type Request } from 'express';
import { idParam, isMenuName, MENU_TEXT, menuInputSchema, type MenuName } from '@dz/contracts';
import { actorOf } from '../http/actor.js';
import { caching } from '../files/caching.js';
import { expectedVersion, sendTagged } from '../http/item-tag.js';
import { jsonBody } from '../http/json-body.js';
import { parseOr400 } from '../http/validate.js';
import { NotFoundError } from '../errors.js';
import { menuTag, type MenuService } from '../services/menus.js';
import type { Guards } from './guards.js';

/** The menu a path names (/api/Izbornik/glavni), else a 404 naming the menus there are. */
function menuOf(req: Request): MenuName {
  const name = String(req.params.name);
  if (!isMenuName(name)) throw new NotFoundError(MENU_TEXT.unknownMenu);
  return name;
}

/**
 * /api/Izbornik (issue 39, services/menus.ts): GET /{name} the menu visitors see (public, links resolved, the shape the
 * navbar draws); staff: GET /{name}/uredi (draft, published, ETag), PUT /{name} (a new draft, If-Match; `publish`),
 * POST /{name}/objavi (the draft live, If-Match), GET /{name}/verzije, POST /{name}/verzije/{v}/vrati (If-Match).
 */
export function menusRouter(menus: MenuService, { signedIn }: Guards) {
  const r = Router();
  const sendForStaff = async (res: Parameters<typeof sendTagged>[0], name: MenuName, status = 200) => {
    const menu = await menus.forStaff(name);
    caching(res, 'private');
    sendTagged(res, menu, menuTag(menu.version), status);
  };
  r.get('/:name', async (req, res) => {
    const name = menuOf(req);
    caching(res, 'public', 'page');
    res.json({ name, items: await menus.forVisitors(name) });
  });
  r.get('/:name/uredi', signedIn, async (req, res) => sendForStaff(res, menuOf(req)));
  r.put('/:name', signedIn, ...jsonBody('256kb'), async (req, res) => {
    const name = menuOf(req);
    await menus.save(name, parseOr400(menuInputSchema, req.body), actorOf(req), expectedVersion(req));
    await sendForStaff(res, name);
  });
  r.post('/:name/objavi', signedIn, async (req, res) => {
    const name = menuOf(req);
    await menus.publish(name, actorOf(req), expectedVersion(req));
    await sendForStaff(res, name);
  });
  r.get('/:name/verzije', signedIn, async (req, res) => {
    const name = menuOf(req);
    caching(res, 'private');
    res.json(await menus.versions(name));
  });
  r.post('/:name/verzije/:version/vrati', signedIn, async (req, res) => {
    const name = menuOf(req);
    await menus.restore(name, parseOr400(idParam, req.params.version), actorOf(req), expectedVersion(req));
    await sendForStaff(res, name);
  });
  return r;
}
