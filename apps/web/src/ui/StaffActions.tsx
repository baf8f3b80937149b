import { FRAME_UI } from '@dz/contracts/text';
import { Link } from 'react-router-dom';

interface DeleteProps {
  /** The item's name, for screen readers: the same button repeats on every row. */
  name: string;
  deleting: boolean;
  onDelete: () => void;
}

/** 'Izbriši' for one item of a list; disabled while that item is being deleted. */
export function DeleteButton({ name, deleting, onDelete }: DeleteProps) {
  return (
    <button type="button" className="btn btn-danger" disabled={deleting} onClick={onDelete} aria-label={FRAME_UI.forItem(FRAME_UI.delete, name)}>
      {FRAME_UI.delete}
    </button>
  );
}

/** 'Uredi': the link to an item's edit screen, named for the item (it repeats on every card and row). */
export function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <Link className="btn btn-secondary" to={to} aria-label={FRAME_UI.forItem(FRAME_UI.edit, name)}>
      {FRAME_UI.edit}
    </Link>
  );
}

/** 'Uredi' and 'Izbriši', the staff's buttons on every news card and document row. */
export function StaffActions({ editTo, ...remove }: DeleteProps & { editTo: string }) {
  return (
    <>
      <EditLink to={editTo} name={remove.name} />
      <DeleteButton {...remove} />
    </>
  );
}
