import { useSession } from '../../session/context';
import type { DraftId } from '../../ui/drafts';

/**
 * Where a staff form's local draft lives (issue 21): the signed-in user name, so two staff on one
 * computer never see each other's drafts, the form's kind and the item (or 'new'). None while
 * nobody is signed in.
 */
export function useDraftId(kind: string, item: number | 'new'): DraftId | null {
  const owner = useSession().session?.claims.name;
  return owner ? { owner, kind, item } : null;
}
