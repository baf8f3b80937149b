import { EDIT_UI, type Editor } from '@dz/contracts';
import type { Control, FieldValues } from 'react-hook-form';
import { ConflictView } from './ConflictView';
import type { Draft } from './drafts';
import { LeaveDialog } from './LeaveDialog';
import type { PendingLeave } from './useLeaveGuard';

export interface Conflict {
  message: string;
  theirs: { values: unknown; tag: string };
}

export interface EditGuardProps<V extends FieldValues = FieldValues> {
  restored: Draft<unknown> | null;
  onDiscardDraft: () => void;
  conflict: Conflict | null;
  /** The form's control: the conflict view follows what is typed meanwhile. */
  control: Control<V>;
  labelOf: (path: string) => string;
  onTakeTheirs: () => void;
  onKeepMine: () => void;
  leave: { pending: PendingLeave | null; stay: () => void; leave: () => void };
  /** Others who have this item open in an edit form now. */
  editors: readonly Editor[];
}

/**
 * What a staff form shows of its kept work (issue 21), first in the form: who else has it open, a
 * restored draft's notice with "Odbaci", the two-editors conflict, and the question before leaving it.
 */
export function EditGuard<V extends FieldValues>({ restored, onDiscardDraft, conflict, control, labelOf, onTakeTheirs, onKeepMine, leave, editors }: EditGuardProps<V>) {
  return (
    <>
      {/* Always in the page, so a screen reader hears it when someone opens the item later. */}
      <div className="notice-presence-region" role="status">
        {editors.length > 0 && (
          <p className="notice notice-presence">
            {EDIT_UI.othersEditing(editors)} {EDIT_UI.othersEditingHint}
          </p>
        )}
      </div>
      {restored && (
        <div className="notice notice-draft" role="status">
          <p>
            {EDIT_UI.draftRestored(restored.savedAt)}
            {restored.fileChosen && ` ${EDIT_UI.draftFilesLost}`}
          </p>
          <button type="button" className="btn btn-secondary" onClick={onDiscardDraft}>{EDIT_UI.discardDraft}</button>
        </div>
      )}
      {conflict && (
        <ConflictView message={conflict.message} theirs={conflict.theirs.values} control={control} labelOf={labelOf} onTakeTheirs={onTakeTheirs} onKeepMine={onKeepMine} />
      )}
      {leave.pending && <LeaveDialog onStay={leave.stay} onLeave={leave.leave} />}
    </>
  );
}
