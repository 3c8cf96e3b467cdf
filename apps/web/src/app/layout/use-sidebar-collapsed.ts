import { useLocalStorage } from '@mantine/hooks';
import { STORAGE_KEYS } from '@wealthlog/core';

/** The desktop sidebar's collapsed state, remembered across visits (and synced across tabs). */
export function useSidebarCollapsed() {
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({
    key: STORAGE_KEYS.sidebarCollapsed,
    defaultValue: false,
    // Read synchronously so a collapsed sidebar does not open and snap shut on load.
    getInitialValueInEffect: false,
  });
  const toggle = () => setCollapsed((value) => !value);
  return { collapsed, toggle } as const;
}
