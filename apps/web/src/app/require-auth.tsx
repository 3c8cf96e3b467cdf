import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader';
import { loginUrlFor } from '../features/auth/redirect';
import { PATHS } from '../lib/paths';
import { useSession } from '../lib/session';

/**
 * Guard of every protected route: the 'Loading WealthLog...' spinner while the session
 * loads; once loading has finished and nobody is signed in, /login?redirect=<path+search>
 * (plain /login right after Logout or session expiry); a user who must set up two-step sign-in
 * is kept on Settings → Security.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, ended, user } = useSession();
  const { pathname, search } = useLocation();
  if (status === 'loading') return <FullScreenLoader />;
  if (status !== 'authenticated') {
    // A session just ended here goes to plain /login; a visitor gets the way back.
    return <Navigate to={ended ? PATHS.login : loginUrlFor(pathname + search)} replace />;
  }
  // The admin requires two-step sign-in and this user has not set it up: Settings → Security
  // (which says why) until they have; then the flag is cleared and they go on.
  if (user?.twoFactorSetupRequired && pathname !== PATHS.securitySettings)
    return <Navigate to={PATHS.securitySettings} replace />;
  return <>{children}</>;
}
