import { createContext, useContext } from 'react';

/** The members' area's session-ended state (session-ended.tsx): whether a call answered 401, and how to sign in again. */
export interface SessionEnded {
  ended: boolean;
  openSignIn: () => void;
}

export const SessionEndedContext = createContext<SessionEnded | null>(null);

/** The members' area's session-ended state, or null outside it. */
export const useSessionEnded = () => useContext(SessionEndedContext);
