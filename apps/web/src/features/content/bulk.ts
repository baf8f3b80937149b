import { CONTENT_UI, PUBLICATION_UI, collectionByResource, type ContentItem } from '@dz/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../ui/notify';
import { notifyUndo } from '../../ui/undoToast';
import { changePublication, moveToBin, restoreFromBin } from './api';

/** Which rows a bulk action takes: kinds with a bin (to the bin), kinds with drafts (publish, unpublish). */
export const hasBin = (i: ContentItem) => collectionByResource(i.kind)?.capabilities.bin === true;
export const hasDrafts = (i: ContentItem) => collectionByResource(i.kind)?.capabilities.drafts === true;

/** Some were saved by someone else since the list was read: they stay as they are, and the refreshed list shows them. */
const staleNotice = (n: number) => n > 0 && notify.error(PUBLICATION_UI.notChangedStale(n));

/**
 * The content list's bulk actions (issue 23), each after one question and with an undo: to the bin (each item as the
 * list showed it, If-Match: one changed since stays and is counted; undo brings the moved ones back), and publish or
 * unpublish (each as the list showed it too, issue 36: one saved since stays and is counted; undo puts back the state
 * each changed one had: the published ones again, the drafts to drafts).
 */
export function useBulkActions() {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const refresh = () => qc.invalidateQueries();
  const step = async <T>(work: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await work();
    } finally {
      await refresh();
      setBusy(false);
    }
  };

  const toBin = async (items: ContentItem[]) => {
    if (!window.confirm(CONTENT_UI.toBinConfirm(items.length))) return;
    const moved: ContentItem[] = [];
    await step(async () => { for (const i of items) if (await moveToBin(i).then(() => true, () => false)) moved.push(i); });
    const undo = async () => {
      let back = 0;
      for (const i of moved) back += await restoreFromBin(i).then(() => 1, () => 0);
      await refresh();
      notify.success(CONTENT_UI.restored(back));
    };
    if (moved.length) notifyUndo(CONTENT_UI.movedToBin(moved.length), CONTENT_UI.undo, () => void undo());
    if (moved.length < items.length) notify.error(CONTENT_UI.notMoved(items.length - moved.length));
  };

  const publication = async (items: ContentItem[], status: 'published' | 'draft') => {
    const targets = items.filter(hasDrafts);
    const ask = status === 'published' ? PUBLICATION_UI.publishConfirm : PUBLICATION_UI.unpublishConfirm;
    if (!targets.length || !window.confirm(ask(targets.length))) return;
    try {
      const result = await step(() => changePublication(targets, status));
      const done = status === 'published' ? PUBLICATION_UI.published : PUBLICATION_UI.unpublished;
      // Undo: back to what each changed one was, as this change left it (its new version); a scheduled one comes back
      // as a draft (its time may have passed meanwhile).
      const now = new Map(result.versions.map((v) => [`${v.kind}/${v.id}`, v.updatedAt]));
      const changed = targets.flatMap((i) => {
        const updatedAt = now.get(`${i.kind}/${i.id}`);
        return updatedAt ? [{ ...i, updatedAt }] : [];
      });
      const back = status === 'published' ? changed.filter((i) => i.status !== 'published') : changed.filter((i) => i.status === 'published');
      const undo = async () => {
        if (back.length) staleNotice((await changePublication(back, status === 'published' ? 'draft' : 'published')).stale.length);
        await refresh();
      };
      notifyUndo(done(result.changed), CONTENT_UI.undo, () => void undo().catch(() => notify.error(PUBLICATION_UI.notChanged)));
      staleNotice(result.stale.length);
    } catch {
      notify.error(PUBLICATION_UI.notChanged);
    }
  };

  return { busy, toBin, publish: (items: ContentItem[]) => publication(items, 'published'), unpublish: (items: ContentItem[]) => publication(items, 'draft') };
}
