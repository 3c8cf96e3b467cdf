import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder until the settings issue builds this screen (route: /settings/settingsGeneral). */
export function SettingsGeneralPage() {
  return <PlaceholderPage titleKey="pages.settings" testId="page-settings" />;
}
