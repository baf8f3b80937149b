import { TOKEN_STORAGE_KEY } from '@dz/contracts/rules';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * What only a signed-in staff member's frame shows (app/StaffFrame.tsx: the staff and account menus, the session's
 * banner and sign-in dialog, the password and second-factor notices) comes in a chunk of its own, loaded once a
 * session is here or has lapsed in this tab: a visitor's first page load leaves it out (issue 36, item 9). The
 * frame shows it signed out until the chunk is here, as it does until the stored session is read after hydration.
 */
type StaffFrame = typeof import('./StaffFrame');

let loaded: StaffFrame | null = null;
let loading: Promise<StaffFrame> | null = null;
const listeners = new Set<() => void>();

export function loadStaffFrame(): Promise<StaffFrame> {
  loading ??= import('./StaffFrame').then(
    (frame) => {
      loaded = frame;
      for (const l of listeners) l();
      return frame;
    },
    (e: unknown) => {
      // Offline, say: the next session (or the next render that wants it) tries again.
      loading = null;
      throw e;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The staff frame's components once `wanted` (a session, or one that lapsed) and loaded; null before. */
export function useStaffFrame(wanted: boolean): StaffFrame | null {
  // The server's render and hydration have none: the server renders signed out.
  const frame = useSyncExternalStore(subscribe, () => loaded, () => null);
  useEffect(() => {
    if (wanted) loadStaffFrame().catch(() => undefined);
  }, [wanted]);
  return wanted ? frame : null;
}

/** A stored token (read, not checked: the session does that): a localStorage that throws has none. */
function tokenStored(): boolean {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

// A tab that holds a token asks for the chunk at once, beside the page's own: the staff menus then come with the
// hydrated page, as they did before the split.
if (typeof window !== 'undefined' && tokenStored()) loadStaffFrame().catch(() => undefined);
