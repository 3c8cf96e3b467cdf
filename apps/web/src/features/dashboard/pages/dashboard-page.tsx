import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder until the dashboard issue builds this screen (route: /dashboard). */
export function DashboardPage() {
  return <PlaceholderPage titleKey="pages.dashboard" testId="page-dashboard" />;
}
