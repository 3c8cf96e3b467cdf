import type { AuthSession, User } from '@wealthlog/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { invalidateCurrentUser } from '../../../lib/api/client';
import { apiCache } from '../../../lib/cache';
import { showErrorToast } from '../../../lib/error-toasts';
import { i18n } from '../../../lib/i18n';
import { logger } from '../../../lib/logger';
import { setNavigator } from '../../../lib/navigation';
import { onSessionEnded } from '../../../lib/session-events';
import { startSessionTimers } from '../../../lib/session-timers';
import { clearTokens, getAccessToken, setAccessToken, setCsrfToken } from '../../../lib/token';
import { logoutRequest } from '../api/logout';
import { restoreSession } from './restore-session';
import { SessionContext, type SessionStatus, type SessionValue } from '../../../lib/session';

interface State {
  status: SessionStatus;
  user: User | null;
  ended: boolean;
}

const SIGNED_OUT: State = { status: 'unauthenticated', user: null, ended: false };
const ENDED: State = { status: 'unauthenticated', user: null, ended: true };

/**
 * Owns the signed-in user (unauthenticated → loading → authenticated). Lives inside the router, so
 * it also lends the router to non-React code (pipeline, toasts) and can send the user to /login.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  // With no stored token there is nothing to load: unauthenticated at once, no spinner.
  const [state, setState] = useState<State>(() =>
    getAccessToken() === null ? SIGNED_OUT : { status: 'loading', user: null, ended: false },
  );

  const pathnameRef = useRef(location.pathname);
  pathnameRef.current = location.pathname;
  useEffect(() => {
    setNavigator({ navigate: (to) => void navigate(to), pathname: () => pathnameRef.current });
    return () => setNavigator(null);
  }, [navigate]);

  // Expired cache entries are swept every 60 s while the app runs.
  useEffect(() => {
    apiCache.startCleanup();
    return () => apiCache.stopCleanup();
  }, []);

  useEffect(() => {
    let cancelled = false;
    if (getAccessToken() === null) return;
    void restoreSession((error) => showErrorToast(error, 'messages.getUserFailed')).then((user) => {
      if (!cancelled) setState(user ? { status: 'authenticated', user, ended: false } : SIGNED_OUT);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  // A failed refresh or an unrecoverable 401 (raised in lib/) ends the session here too.
  useEffect(
    () =>
      onSessionEnded((reason) => {
        logger.info('Session ended', { reason });
        queryClient.clear();
        setState(ENDED);
      }),
    [queryClient],
  );

  const logout = useCallback(async () => {
    try {
      // Before clearing: the call needs the bearer and CSRF tokens.
      await logoutRequest();
    } catch (error) {
      // Signing out locally must work even when the server cannot be reached.
      logger.warn('Logout request failed', { error: String(error) });
    }
    clearTokens();
    invalidateCurrentUser();
    queryClient.clear();
    // ENDED: the guard of the page being left sends to plain /login, without ?redirect=.
    setState(ENDED);
    void navigate(PATHS.login, { replace: true });
  }, [navigate, queryClient]);

  const logoutRef = useRef(logout);
  logoutRef.current = logout;

  // Session end: 30 min since the start or 15 min idle → alert, logout, /login.
  const authenticated = state.status === 'authenticated';
  useEffect(() => {
    if (!authenticated) return;
    return startSessionTimers({
      onExpire: (reason) => {
        logger.info('Session expired', { reason });
        window.alert(i18n.t('messages.sessionExpired'));
        void logoutRef.current();
      },
    });
  }, [authenticated]);

  const signIn = useCallback((session: AuthSession) => {
    setAccessToken(session.accessToken);
    setCsrfToken(session.csrfToken);
    // Another user's (or nobody's) /me must not be served from the cache.
    invalidateCurrentUser();
    setState({ status: 'authenticated', user: session.user, ended: false });
  }, []);

  const setUser = useCallback((user: User) => {
    invalidateCurrentUser();
    setState((current) => ({ ...current, user }));
  }, []);

  const value = useMemo<SessionValue>(
    () => ({ ...state, signIn, logout, setUser }),
    [state, signIn, logout, setUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
