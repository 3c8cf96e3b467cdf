import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder until the admin issue builds this screen (route: /admin/dashboard). */
export function AdminDashboardPage() {
  return <PlaceholderPage titleKey="pages.admin" testId="page-admin" />;
}
