import { API, WEB_UI, documentText, type DocumentItem, type DocumentType } from '@dz/contracts';
import { useState, type MouseEvent } from 'react';
import { downloadDocument } from '../../api/download';
import { DateText } from '../../ui/DateText';
import { notify } from '../../ui/notify';
import { isPlainClick } from '../../ui/plainClick';
import { StaffActions } from '../../ui/StaffActions';

interface Props {
  type: DocumentType;
  item: DocumentItem;
  staff: boolean;
  deleting: boolean;
  onDelete: (item: DocumentItem) => void;
}

/**
 * One document: its text, when it was published and its file ('PDF, 1,2 MB'), a download for
 * everyone, edit and delete for staff (docs/product.md "Screens" paged lists).
 *
 * The download is a link to the PDF: without JavaScript, and for a new tab or window, the browser
 * fetches it and saves it under the server's name (Content-Disposition: attachment). A plain click
 * with JavaScript fetches it in the page instead (api/download.ts), so a failure shows the toast
 * rather than the API's JSON error in place of the page, and an empty body is reported
 * ('File data is null or empty.', docs/product.md "Fixed strings").
 */
export function DocumentRow({ type, item, staff, deleting, onDelete }: Props) {
  const [downloading, setDownloading] = useState(false);
  const text = documentText(type, item);

  async function download(e: MouseEvent) {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    if (downloading) return;
    setDownloading(true);
    try {
      await downloadDocument(type, item.id);
    } catch (e) {
      console.error(e);
      notify.error(WEB_UI.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  // Buttons repeat in every row, so each names its row for screen readers.
  const short = text.length > 80 ? `${text.slice(0, 80)}…` : text;
  return (
    <li className="doc-row">
      <div className="doc-body">
        <p className={type.multiline ? 'doc-text multiline' : 'doc-text'}>{text}</p>
        <p className="item-meta">
          <DateText iso={item.createdAt} />
          <span>{WEB_UI.pdfSize(item.fileSize)}</span>
        </p>
      </div>
      <div className="doc-actions">
        <a
          className="btn"
          href={API.download(type, item.id)}
          onClick={download}
          aria-disabled={downloading || undefined}
          aria-label={WEB_UI.forItem(WEB_UI.download, short)}
        >
          {WEB_UI.download}
        </a>
        {staff && <StaffActions editTo={`${type.editPath}/${item.id}`} name={short} deleting={deleting} onDelete={() => onDelete(item)} />}
      </div>
    </li>
  );
}
