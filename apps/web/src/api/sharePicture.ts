import { API, IMAGE_FIELD, type SharePicture } from '@dz/contracts';
import { asSent, request } from './client';
import { upload, type Send } from './upload';

/**
 * The picture link previews show for pages without their own (issue 24): what it is now, an admin's upload (re-encoded
 * by the server to 1200×630) and the way back to the default. Read by the institution's screen only (admins).
 */
export const getSharePicture = (signal?: AbortSignal): Promise<SharePicture> => request(API.sharePicture, { schema: asSent<SharePicture>(), signal });

export const uploadSharePicture = (file: File, send: Send = {}): Promise<SharePicture> => {
  const body = new FormData();
  body.set(IMAGE_FIELD, file);
  return upload(API.sharePicture, { method: 'PUT', body, schema: asSent<SharePicture>(), ...send });
};

export const resetSharePicture = (): Promise<SharePicture> => request(API.sharePicture, { method: 'DELETE', schema: asSent<SharePicture>() });
