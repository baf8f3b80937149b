import { API, IMAGE_FIELD, type SharePicture } from '@dz/contracts';
import { asSent, request } from './client';
import { upload, type Send } from './upload';

/** The share picture as the server has it now, and its version (ETag): what a change sends back as If-Match. */
export interface VersionedSharePicture {
  picture: SharePicture;
  tag: string | null;
}

/**
 * The picture link previews show for pages without their own (issue 24): what it is now, an admin's upload (re-encoded
 * by the server to 1200×630) and the way back to the default. Read by the institution's screen only (admins). Every
 * change names the version it was made from (If-Match, issue 41): one changed since is refused (412), none replaced.
 */
export async function getSharePicture(signal?: AbortSignal): Promise<VersionedSharePicture> {
  let tag: string | null = null;
  const picture = await request(API.sharePicture, { schema: asSent<SharePicture>(), signal, onTag: (t) => { tag = t; } });
  return { picture, tag };
}

export async function uploadSharePicture(file: File, ifMatch: string | null, send: Send = {}): Promise<VersionedSharePicture> {
  const body = new FormData();
  body.set(IMAGE_FIELD, file);
  let tag: string | null = null;
  const picture = await upload(API.sharePicture, { method: 'PUT', body, schema: asSent<SharePicture>(), ...send, ifMatch, onTag: (t) => { tag = t; } });
  return { picture, tag };
}

export async function resetSharePicture(ifMatch: string | null): Promise<VersionedSharePicture> {
  let tag: string | null = null;
  const picture = await request(API.sharePicture, { method: 'DELETE', schema: asSent<SharePicture>(), ifMatch, onTag: (t) => { tag = t; } });
  return { picture, tag };
}
