import { API, WEB_UI, type DocumentType } from '@dz/contracts';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { downloadDocument } from '../../api/download';
import { notify } from '../../ui/notify';
import { isPlainClick } from '../../ui/plainClick';

interface Props {
  type: DocumentType;
  id: number;
  /** The download's address when the API gave it (a search hit's url); else the type's. */
  href?: string;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A link to a document's PDF. Without JavaScript, and for a new tab or window, the browser fetches
 * it and saves it under the server's name (Content-Disposition: attachment). A plain click with
 * JavaScript fetches it in the page instead (api/download.ts), so a failure shows the toast rather
 * than the API's JSON error in place of the page, and an empty body is reported
 * ('File data is null or empty.', docs/product.md "Fixed strings").
 */
export function PdfLink({ type, id, href = API.download(type, id), className, 'aria-label': label, children }: Props) {
  const [downloading, setDownloading] = useState(false);

  async function download(e: MouseEvent) {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    if (downloading) return;
    setDownloading(true);
    try {
      await downloadDocument(type, id);
    } catch (e) {
      console.error(e);
      notify.error(WEB_UI.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <a className={className} href={href} onClick={download} aria-disabled={downloading || undefined} aria-label={label}>
      {children}
    </a>
  );
}
