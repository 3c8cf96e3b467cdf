import { Box } from '@mantine/core';
import { BrandLink } from './brand-link';
import { NavMenu } from './nav-menu';
import { SidebarFooter } from './sidebar-footer';

interface SidebarContentProps {
  collapsed?: boolean;
  onToggleCollapsed?: () => void;
  onNavigate?: () => void;
}

/**
 * What the desktop sidebar and the mobile drawer share: brand on top, the menu scrolling in the
 * middle, the footer pinned at the bottom. Plain flex (not AppShell.Section) so it works in both.
 */
export function SidebarContent({
  collapsed = false,
  onToggleCollapsed,
  onNavigate,
}: SidebarContentProps) {
  return (
    <Box h="100%" style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Box p="md">
        <BrandLink collapsed={collapsed} onNavigate={onNavigate} />
      </Box>
      {/* The browser's own scrolling: Mantine's ScrollArea would bring floating-ui into the first
          download (it imports a helper from it). */}
      <Box px="md" style={{ flex: 1, minHeight: 0, overflowY: 'auto', scrollbarWidth: 'thin' }}>
        <NavMenu collapsed={collapsed} onNavigate={onNavigate} />
      </Box>
      <Box
        p="md"
        style={{
          borderTop: '1px solid var(--frame-border-color, var(--mantine-color-default-border))',
        }}
      >
        <SidebarFooter collapsed={collapsed} onToggleCollapsed={onToggleCollapsed} />
      </Box>
    </Box>
  );
}
