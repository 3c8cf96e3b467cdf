import { NavLink, Stack, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isAdmin } from '@wealthlog/core';
import { Hint } from '../../components/hint';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { isNavItemActive, navItemsFor } from '../nav-items';

interface NavMenuProps {
  /** Icons only, each with a hint and an aria-label standing in for the hidden text. */
  collapsed?: boolean;
  onNavigate?: () => void;
}

export function NavMenu({ collapsed = false, onNavigate }: NavMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { dir } = useDirection();
  const user = useCurrentUser();
  const items = navItemsFor(user !== null && isAdmin(user));

  return (
    <Stack component="nav" aria-label={t('nav.mainMenu')} gap={4}>
      {items.map((item) => {
        const label = t(item.labelKey);
        const active = isNavItemActive(item, pathname);
        const Icon = item.icon;
        return (
          <Hint
            key={item.key}
            label={label}
            // The hint opens away from the sidebar: to the right in ltr, to the left in rtl.
            side={dir === 'rtl' ? 'left' : 'right'}
            disabled={!collapsed}
          >
            <NavLink
              component={Link}
              to={item.path}
              onClick={onNavigate}
              active={active}
              aria-current={active ? 'page' : undefined}
              aria-label={collapsed ? label : undefined}
              data-testid={`nav-${item.key}`}
              label={collapsed ? undefined : label}
              leftSection={<Icon size={20} stroke={1.75} aria-hidden="true" />}
              variant="light"
              styles={
                collapsed
                  ? {
                      root: { justifyContent: 'center' },
                      section: { marginInline: 0 },
                      body: { display: 'none' },
                    }
                  : undefined
              }
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          </Hint>
        );
      })}
    </Stack>
  );
}
