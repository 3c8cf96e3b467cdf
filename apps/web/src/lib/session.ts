/**
 * The session as every feature reads it: shared state, so it lives in lib/ (a feature
 * must not import another); features/auth/session provides it.
 */
import type { AuthSession, User } from '@wealthlog/core';
import { createContext, useContext } from 'react';

/** Unauthenticated → loading → authenticated. */
export type SessionStatus = 'unauthenticated' | 'loading' | 'authenticated';

export interface SessionValue {
  status: SessionStatus;
  user: User | null;
  /**
   * True once the session was ended here (Logout, expiry, failed refresh): guards then send the
   * user to plain /login, not /login?redirect=<the page they were just thrown out of>.
   */
  ended: boolean;
  /** After a login (or the Google callback's refresh): store tokens, start the timers. */
  signIn: (session: AuthSession) => void;
  /** POST /api/auth/logout (best effort), clear everything, go to /login. */
  logout: () => Promise<void>;
  /** After a profile change: the cached /api/auth/me is stale. */
  setUser: (user: User) => void;
}

const noop = () => {};

/** Outside a provider (isolated component tests) nobody is signed in and nothing happens. */
const SIGNED_OUT: SessionValue = {
  status: 'unauthenticated',
  user: null,
  ended: false,
  signIn: noop,
  logout: async () => {},
  setUser: noop,
};

export const SessionContext = createContext<SessionValue>(SIGNED_OUT);

export function useSession(): SessionValue {
  return useContext(SessionContext);
}
