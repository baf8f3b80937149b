import { authHeaders, failure, type Parser } from './client';
import { withSignIn } from './reauth';

export interface UploadOptions<T> {
  method: 'POST' | 'PUT';
  body: FormData;
  schema: Parser<T>;
  /** Fraction of the request body sent, 0..1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The version an update was made from (its ETag): a stale one gets 412 (issue 21). */
  ifMatch?: string | null;
  /** Receives the answer's ETag (the saved item's version). */
  onTag?: (etag: string | null) => void;
}

/** What a create or update call takes besides its body: progress reports, a way to cancel, the version it edits. */
export type Send = Pick<UploadOptions<unknown>, 'onProgress' | 'signal' | 'ifMatch' | 'onTag'>;

/**
 * Sends multipart data with XMLHttpRequest, because fetch still cannot report upload progress,
 * and a 20 MB PDF over a slow line needs a progress bar and a way to stop.
 */
export function upload<T>(path: string, opts: UploadOptions<T>): Promise<T> {
  // A 401 signs in again and sends the same body (the chosen file) once more (reauth.ts).
  return withSignIn(path, opts.method, () => sendOnce(path, opts), opts.signal);
}

function sendOnce<T>(path: string, opts: UploadOptions<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(opts.method, path);
    const headers = authHeaders(path);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.setRequestHeader('Accept', 'application/json');
    if (opts.ifMatch) xhr.setRequestHeader('If-Match', opts.ifMatch);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(e.loaded / e.total);
    };
    const abort = () => xhr.abort();
    opts.signal?.addEventListener('abort', abort, { once: true });
    const done = () => opts.signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      done();
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(failure(xhr.status, xhr.responseText, 'Authorization' in headers));
        return;
      }
      opts.onTag?.(xhr.getResponseHeader('ETag'));
      try {
        resolve(opts.schema.parse(xhr.responseText ? JSON.parse(xhr.responseText) : null));
      } catch (e) {
        reject(e);
      }
    };
    xhr.onerror = () => {
      done();
      reject(failure(0, '', false));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('Upload aborted', 'AbortError'));
    };
    if (opts.signal?.aborted) {
      xhr.abort();
      return;
    }
    xhr.send(opts.body);
  });
}
