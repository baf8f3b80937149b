import { SNACKBAR_MS } from '@dz/contracts';
import { loadSonner } from './notify';

/** How long an undo is offered: long enough to read, find and press it (it also stays while hovered or focused). */
const UNDO_MS = SNACKBAR_MS * 4;

/** A done action's snackbar with its undo button (a bulk move to the bin, issue 23). */
export const notifyUndo = (message: string, label: string, undo: () => void) =>
  void loadSonner().then(({ toast }) => toast.success(message, { duration: UNDO_MS, action: { label, onClick: undo } }));
