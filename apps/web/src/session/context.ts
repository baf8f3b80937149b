import { createContext, useContext } from 'react';
import type { Session } from '../api/token';

/** A session that ended by itself while the page stayed open (issue 21): whose it was and the reason to show. */
export interface Lapsed {
  name: string;
  message: string;
}

export interface SessionState {
  session: Session | null;
  login: (token: string) => void;
  logout: () => void;
  /** Set from the moment a session ends without a sign-out (its exp, a 401, a refused renewal) until a sign-in or Logout. */
  lapsed?: Lapsed | null;
  /** Ends the session as lapsed: the menus go signed out, the staff screen and its form stay (RequireLogin). */
  lapse?: (message: string) => void;
}

export const SessionContext = createContext<SessionState>({
  session: null,
  login: () => undefined,
  logout: () => undefined,
});

/** Who is logged in, and the two ways to change it. */
export const useSession = () => useContext(SessionContext);
