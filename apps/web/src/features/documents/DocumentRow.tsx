import { WEB_UI, documentText, type DocumentItem, type DocumentType } from '@dz/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { downloadDocument } from '../../api/download';
import { notify } from '../../ui/notify';

interface Props {
  type: DocumentType;
  item: DocumentItem;
  staff: boolean;
  deleting: boolean;
  onDelete: (item: DocumentItem) => void;
}

/** One document: its text, a download for everyone, edit and delete for staff (docs/product.md "Screens" paged lists). */
export function DocumentRow({ type, item, staff, deleting, onDelete }: Props) {
  const [downloading, setDownloading] = useState(false);
  const text = documentText(type, item);

  async function download() {
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
      <p className={type.multiline ? 'doc-text multiline' : 'doc-text'}>{text}</p>
      <div className="doc-actions">
        <button type="button" className="btn" onClick={download} disabled={downloading} aria-label={`${WEB_UI.download}: ${short}`}>
          {WEB_UI.download}
        </button>
        {staff && (
          <>
            <Link className="btn btn-secondary" to={`${type.editPath}/${item.id}`} aria-label={`${WEB_UI.edit}: ${short}`}>
              {WEB_UI.edit}
            </Link>
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => onDelete(item)}
              disabled={deleting}
              aria-label={`${WEB_UI.delete}: ${short}`}
            >
              {WEB_UI.delete}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
