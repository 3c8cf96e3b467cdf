import { lazy } from 'react';
import { AdminActivityPanel } from '../features/activity/components/admin-activity-panel';
import { AdminDashboardPage } from '../features/admin/pages/admin-dashboard-page';
import { fillSlot } from '../lib/slots';

// The two-step sign-in parts of the admin dashboard (lib/slots.tsx), filled here rather than in
// app/slots.ts: only this page shows them, so neither their code nor the wiring is in the first
// download, and their texts come with this page's (its route lists 'twoFactor', ADR 0030).
fillSlot(
  'admin.security',
  lazy(() => import('../features/two-factor/components/admin-security-panel')),
);
fillSlot(
  'admin.userMenu',
  lazy(() => import('../features/two-factor/components/reset-two-factor-item')),
);

/** The admin dashboard, composed here because features never import one another: the admin
 * feature's health, users and backups, with the activity feature's log under the users. */
export function AdminPage() {
  return (
    <AdminDashboardPage>
      <AdminActivityPanel />
    </AdminDashboardPage>
  );
}
