import { WEB_UI, documentText, type DocumentItem, type DocumentType } from '@dz/contracts';
import { useState } from 'react';
import { downloadDocument } from '../../api/download';
import { DateText } from '../../ui/DateText';
import { notify } from '../../ui/notify';
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
 */
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
      <div className="doc-body">
        <p className={type.multiline ? 'doc-text multiline' : 'doc-text'}>{text}</p>
        <p className="item-meta">
          <DateText iso={item.createdAt} />
          <span>{WEB_UI.pdfSize(item.fileSize)}</span>
        </p>
      </div>
      <div className="doc-actions">
        <button type="button" className="btn" onClick={download} disabled={downloading} aria-label={WEB_UI.forItem(WEB_UI.download, short)}>
          {WEB_UI.download}
        </button>
        {staff && <StaffActions editTo={`${type.editPath}/${item.id}`} name={short} deleting={deleting} onDelete={() => onDelete(item)} />}
      </div>
    </li>
  );
}
