import { SettingsSecurityPage } from '../features/settings/pages/settings-security-page';

/**
 * Settings → Security, composed here because features never import one another: the settings
 * feature's password and sessions, then one section per sign-in feature (two-step sign-in,
 * passkeys, API tokens, activity), each a component of its own feature folder.
 */
export function SecurityPage() {
  return <SettingsSecurityPage />;
}
