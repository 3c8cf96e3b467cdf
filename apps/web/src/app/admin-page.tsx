import { AdminActivityPanel } from '../features/activity/components/admin-activity-panel';
import { AdminDashboardPage } from '../features/admin/pages/admin-dashboard-page';

/** The admin dashboard, composed here because features never import one another: the admin
 * feature's health, users and backups, with the activity feature's log under the users. */
export function AdminPage() {
  return (
    <AdminDashboardPage>
      <AdminActivityPanel />
    </AdminDashboardPage>
  );
}
