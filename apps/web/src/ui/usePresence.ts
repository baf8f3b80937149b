import { PRESENCE_HEARTBEAT_MS, type Editor } from '@dz/contracts';
import { useEffect, useState } from 'react';
import { beatPresence, leavePresence } from '../api/presence';

/** The item an edit form has open, named as the API names it (one of EDITABLE_RESOURCES). */
export interface PresenceTarget {
  resource: string;
  id: number;
}

/** This page's own id among the tabs (crypto.getRandomValues: randomUUID needs a secure context, the LAN may not be one). */
const tab = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * While an edit form is open on an item: says so every PRESENCE_HEARTBEAT_MS and answers who else has it
 * open ("Amela uređuje od 14:02", issue 21), and says it closed when the form goes or the page is left
 * (a keepalive DELETE, which outlives the page). Issue 36: a hidden tab does not beat (a background tab
 * costs the server nothing, and after PRESENCE_STALE_SECONDS the others no longer see it); shown again,
 * it beats at once. A failed beat changes nothing on the form: the notice only informs, the If-Match
 * check protects the saves.
 */
export function usePresence(target: PresenceTarget | undefined): Editor[] {
  const [editors, setEditors] = useState<Editor[]>([]);
  const resource = target?.resource;
  const id = target?.id;
  useEffect(() => {
    if (resource === undefined || id === undefined) return;
    const stop = new AbortController();
    let timer: ReturnType<typeof setInterval> | undefined;
    const beat = () => beatPresence(resource, id, tab, stop.signal).then(setEditors, () => undefined);
    const pause = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const resume = () => {
      if (timer !== undefined || document.visibilityState === 'hidden') return;
      void beat();
      timer = setInterval(beat, PRESENCE_HEARTBEAT_MS);
    };
    const visibility = () => (document.visibilityState === 'hidden' ? pause() : resume());
    const bye = () => {
      pause();
      leavePresence(resource, id, tab);
    };
    // Back to a page kept by the browser (bfcache): the form is open again.
    const back = (e: PageTransitionEvent) => { if (e.persisted) resume(); };
    resume();
    document.addEventListener('visibilitychange', visibility);
    window.addEventListener('pagehide', bye);
    window.addEventListener('pageshow', back);
    return () => {
      stop.abort();
      document.removeEventListener('visibilitychange', visibility);
      window.removeEventListener('pagehide', bye);
      window.removeEventListener('pageshow', back);
      bye();
      setEditors([]);
    };
  }, [resource, id]);
  return editors;
}
