import { API } from '@dz/contracts/paths';
import { isInstitution, isNoticeList } from '@dz/contracts/rules';
import type { SiteFrame } from '@dz/contracts/schemas';
import { checkedBy, request } from './client';

// Every public page reads the frame: checked without zod (contracts guards.ts). Apart from units.ts (the unit pages'
// calls and checks), which the first page load does not need.
const institution = checkedBy(isInstitution, 'institution');
const notices = checkedBy(isNoticeList, 'notice list');

/** Every page's frame: the institution's contacts (the footer) and the notices valid now, asked for together. */
export async function getFrame(signal?: AbortSignal): Promise<SiteFrame> {
  const [i, n] = await Promise.all([
    request(API.institution, { schema: institution, signal }),
    request(API.notices, { schema: notices, signal }),
  ]);
  return { institution: i, notices: n };
}
