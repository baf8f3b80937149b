import { createContext, useContext } from 'react';
import type { Session } from '../api/token';

export interface SessionState {
  session: Session | null;
  login: (token: string) => void;
  logout: () => void;
}

export const SessionContext = createContext<SessionState>({
  session: null,
  login: () => undefined,
  logout: () => undefined,
});

/** Who is logged in, and the two ways to change it. */
export const useSession = () => useContext(SessionContext);
