import { Outlet } from 'react-router';
import { SessionProvider } from '../features/auth/session/session-provider';
import { ApplySettingsOnSignIn } from '../features/settings/components/apply-settings-on-sign-in';

/** The root route: the session wraps every page, public or protected, inside the router. */
export function SessionRoot() {
  return (
    <SessionProvider>
      {/* On sign-in the user's stored display mode and language win. */}
      <ApplySettingsOnSignIn />
      <Outlet />
    </SessionProvider>
  );
}
