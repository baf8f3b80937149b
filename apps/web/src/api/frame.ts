import { API } from '@dz/contracts/paths';
import { isInstitution, isMenuAnswer, isNoticeList } from '@dz/contracts/rules';
import type { SiteFrame } from '@dz/contracts/schemas';
import { CODE_NAV, type NavEntry } from '@dz/contracts/text';
import { checkedBy, request } from './client';

// Every public page reads the frame: checked without zod (contracts guards.ts). Apart from units.ts (the unit pages'
// calls and checks), which the first page load does not need.
const institution = checkedBy(isInstitution, 'institution');
const notices = checkedBy(isNoticeList, 'notice list');
const menu = checkedBy(isMenuAnswer, 'menu');

/** Every page's frame: the institution's contacts (the footer), the notices valid now and the menus, asked for together. */
export async function getFrame(signal?: AbortSignal): Promise<SiteFrame> {
  const [i, n, glavni, podnozje] = await Promise.all([
    request(API.institution, { schema: institution, signal }),
    request(API.notices, { schema: notices, signal }),
    menuOr(API.menu('glavni'), CODE_NAV.glavni, signal),
    menuOr(API.menu('podnozje'), CODE_NAV.podnozje, signal),
  ]);
  return { institution: i, notices: n, menus: { glavni, podnozje } };
}

/** A menu as visitors see it; one that cannot be read is drawn as the code had it (CODE_NAV): the site stays navigable. */
async function menuOr(path: string, fallback: NavEntry[], signal?: AbortSignal): Promise<NavEntry[]> {
  try {
    return (await request(path, { schema: menu, signal })).items;
  } catch (e) {
    if (signal?.aborted) throw e;
    return fallback;
  }
}
