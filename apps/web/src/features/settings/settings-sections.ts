import {
  IconAdjustmentsHorizontal,
  IconArrowsExchange,
  IconChartCandle,
  IconDatabase,
  IconShieldLock,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';

export interface SettingsSection {
  /** `data-testid="settings-nav-<key>"`. */
  key: string;
  /** The child path under /settings. */
  segment: string;
  labelKey: string;
  icon: Icon;
}

/**
 * The settings sub-navigation, in order. `rates` is the exchange-rates page of the FX work and
 * `data` the backup feature's (Your data): their pages live there; the entries live here so
 * every settings page shares one menu.
 */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    key: 'general',
    segment: 'settingsGeneral',
    labelKey: 'settings.nav.general',
    icon: IconAdjustmentsHorizontal,
  },
  {
    key: 'trading',
    segment: 'settingsTrading',
    labelKey: 'settings.nav.trading',
    icon: IconChartCandle,
  },
  { key: 'profile', segment: 'profile', labelKey: 'settings.nav.profile', icon: IconUserCircle },
  { key: 'security', segment: 'security', labelKey: 'settings.nav.security', icon: IconShieldLock },
  { key: 'rates', segment: 'rates', labelKey: 'settings.nav.rates', icon: IconArrowsExchange },
  // Backup, restore, delete the account: the backup feature's page (features/backup).
  { key: 'data', segment: 'data', labelKey: 'settings.nav.data', icon: IconDatabase },
];

export const settingsPath = (segment: string) => `/settings/${segment}`;

/** Case-insensitive like the router, so /settings/Profile still highlights Profile. */
export function activeSettingsSection(pathname: string): SettingsSection | undefined {
  const path = pathname.toLowerCase();
  return SETTINGS_SECTIONS.find((s) => {
    const base = settingsPath(s.segment).toLowerCase();
    return path === base || path.startsWith(`${base}/`);
  });
}
