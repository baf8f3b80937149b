import { WEB_UI, documentText, type DocumentItem, type DocumentType } from '@dz/contracts';
import { DateText } from '../../ui/DateText';
import { StaffActions } from '../../ui/StaffActions';
import { PdfLink } from './PdfLink';

interface Props {
  type: DocumentType;
  item: DocumentItem;
  staff: boolean;
  deleting: boolean;
  onDelete: (item: DocumentItem) => void;
}

/**
 * One document: its text, when it was published and its file ('PDF, 1,2 MB'), a download for
 * everyone (a link to the PDF, PdfLink.tsx), edit and delete for staff (docs/product.md "Screens" paged lists).
 */
export function DocumentRow({ type, item, staff, deleting, onDelete }: Props) {
  const text = documentText(type, item);

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
        <PdfLink type={type} id={item.id} className="btn" aria-label={WEB_UI.forItem(WEB_UI.download, short)}>
          {WEB_UI.download}
        </PdfLink>
        {staff && <StaffActions editTo={`${type.editPath}/${item.id}`} name={short} deleting={deleting} onDelete={() => onDelete(item)} />}
      </div>
    </li>
  );
}
