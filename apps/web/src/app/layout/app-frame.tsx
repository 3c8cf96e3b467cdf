import { em, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { SIDEBAR_WIDTH_COLLAPSED_PX, SIDEBAR_WIDTH_EXPANDED_PX } from '@wealthlog/core';
import { Suspense, useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import classes from './app-frame.module.css';
import { FrameHeader } from './frame-header';
import { SidebarContent } from './sidebar-content';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { lazyOrNothing } from '../../lib/lazy-or-nothing';

// react-remove-scroll's class (Mantine's AppShell sets it too): while a dialog locks the page's
// scroll, the fixed header keeps clear of where the scrollbar was instead of jumping.
const SCROLL_LOCK_OFFSET = 'right-scroll-bar-position';

const MobileDrawer = lazyOrNothing(() => import('./mobile-drawer').then((m) => m.MobileDrawer));

/**
 * The signed-in frame (docs/product.md "Screens and routes"). From `md` up: a fixed sidebar (256
 * px, or 80 px collapsed). Below `md`: no sidebar; a 288 px drawer with an overlay, opened by the
 * header's burger. Laid out by app-frame.module.css, with logical properties: in rtl the sidebar
 * sits on the right.
 */
export function AppFrame() {
  const { t } = useTranslation();
  const { breakpoints } = useMantineTheme();
  const { collapsed, toggle } = useSidebarCollapsed();
  // useDisclosure's handlers are stable callbacks, so they are safe effect dependencies.
  const [drawerOpened, { close: closeDrawer, toggle: toggleDrawer }] = useDisclosure(false);
  const { pathname } = useLocation();
  // The drawer's chunk loads where the burger shows (below md), or once the burger is pressed.
  const smallScreen = useMediaQuery(`(max-width: ${em(breakpoints.md)})`);

  // The drawer closes on navigation (also when it comes from back/forward, not a click).
  useEffect(() => {
    closeDrawer();
  }, [pathname, closeDrawer]);

  const navbarWidth = collapsed ? SIDEBAR_WIDTH_COLLAPSED_PX : SIDEBAR_WIDTH_EXPANDED_PX;

  return (
    <div
      className={classes.root}
      style={{ '--frame-navbar-width': `${navbarWidth}px` } as CSSProperties}
    >
      <a href="#main-content" className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <header className={`${classes.header} ${SCROLL_LOCK_OFFSET}`}>
        <FrameHeader drawerOpened={drawerOpened} onToggleDrawer={toggleDrawer} />
      </header>

      <nav className={classes.navbar} data-testid="sidebar" data-collapsed={collapsed || undefined}>
        <SidebarContent collapsed={collapsed} onToggleCollapsed={toggle} />
      </nav>

      {(smallScreen || drawerOpened) && (
        <Suspense fallback={null}>
          <MobileDrawer opened={drawerOpened} onClose={closeDrawer} />
        </Suspense>
      )}

      {/* Focusable by script only (-1), so the skip link moves focus here, not just the view. */}
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}
