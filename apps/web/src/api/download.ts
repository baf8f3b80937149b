import { API, fallbackFileName, WEB_UI, type DocumentType } from '@dz/contracts';
import { authHeaders, failure } from './client';
import { ApiError } from './errors';
import { fileNameFromDisposition } from './contentDisposition';

/** Hands a blob to the browser as a download under the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoking at once can cancel the save in some browsers; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * docs/product.md "API": downloads a document's PDF (with the bearer token when logged in) and saves it under
 * the server's file name, else the type's fallback name.
 */
export async function downloadDocument(type: DocumentType, id: number): Promise<string> {
  const path = API.download(type, id);
  const headers = authHeaders(path);
  let res: Response;
  try {
    res = await fetch(path, { headers });
  } catch {
    throw failure(0, '', false);
  }
  if (!res.ok) throw failure(res.status, await res.text().catch(() => ''), 'Authorization' in headers);
  const blob = await res.blob();
  if (blob.size === 0) {
    console.error(WEB_UI.downloadEmpty);
    throw new ApiError(res.status, WEB_UI.downloadEmpty);
  }
  const fileName = fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? fallbackFileName(type, id);
  saveBlob(blob, fileName);
  return fileName;
}
