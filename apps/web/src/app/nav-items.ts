import {
  IconBuildingEstate,
  IconChartCandle,
  IconChartLine,
  IconCreditCard,
  IconLayoutDashboard,
  IconReceipt,
  IconSettings,
  IconShieldLock,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import { PATHS } from '../lib/paths';

export interface NavItem {
  /** Used in `data-testid="nav-<key>"` and as a stable React key. */
  key: string;
  path: string;
  /** The first path segment: every route below it highlights this entry (e.g. /trading/journal). */
  section: string;
  labelKey: string;
  icon: Icon;
  /** Shown only to users with the ADMIN role. */
  adminOnly?: boolean;
}

/** The menu of docs/product.md, in its order (plus the admin entry). */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    key: 'dashboard',
    path: PATHS.dashboard,
    section: '/dashboard',
    labelKey: 'nav.dashboard',
    icon: IconLayoutDashboard,
  },
  {
    key: 'accounts',
    path: PATHS.accounts,
    section: '/accounts',
    labelKey: 'nav.accounts',
    icon: IconWallet,
  },
  {
    key: 'trading',
    path: PATHS.trading,
    section: '/trading',
    labelKey: 'nav.trading',
    icon: IconChartCandle,
  },
  {
    key: 'real-estate',
    path: PATHS.realEstate,
    section: '/RealEstate',
    labelKey: 'nav.realEstate',
    icon: IconBuildingEstate,
  },
  {
    key: 'expenses',
    path: PATHS.expenses,
    section: '/expenses',
    labelKey: 'nav.expenses',
    icon: IconReceipt,
  },
  {
    key: 'loans',
    path: PATHS.loans,
    section: '/loans',
    labelKey: 'nav.loans',
    icon: IconCreditCard,
  },
  {
    key: 'forecasting',
    path: PATHS.forecasting,
    section: '/forecasting',
    labelKey: 'nav.forecasting',
    icon: IconChartLine,
  },
  {
    key: 'settings',
    path: PATHS.settings,
    section: '/settings',
    labelKey: 'nav.settings',
    icon: IconSettings,
  },
  // Not in SPEC's table: admins' way to their area, after Settings, for ADMIN only.
  {
    key: 'admin',
    path: PATHS.adminDashboard,
    section: '/admin',
    labelKey: 'nav.admin',
    icon: IconShieldLock,
    adminOnly: true,
  },
];

/** The entries this user may see. */
export function navItemsFor(admin: boolean): readonly NavItem[] {
  return NAV_ITEMS.filter((item) => admin || !item.adminOnly);
}

/** Case-insensitive, like React Router's own matching (so /realestate shows the same page). */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.toLowerCase();
  const section = item.section.toLowerCase();
  return path === section || path.startsWith(`${section}/`);
}
