import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import { Drawer } from '@mantine/core';
import { DRAWER_WIDTH_PX } from '@wealthlog/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SidebarContent } from './sidebar-content';

interface MobileDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Below `md`: the sidebar's content in a 288 px drawer with an overlay (docs/product.md). Its own
 * chunk (app-frame.tsx loads it on small screens only): the dialog machinery (focus trap, scroll
 * lock, transitions) is not in the first download.
 */
export function MobileDrawer({ opened, onClose }: MobileDrawerProps) {
  const { t } = useTranslation();
  // Mantine records the element to give focus back to when `opened` turns true, so a drawer that
  // arrives already open (the burger pressed before this chunk) opens one render later.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer
      opened={mounted && opened}
      onClose={onClose}
      size={DRAWER_WIDTH_PX}
      // The start side: Mantine mirrors 'left' in right-to-left (flex-start), so Arabic opens it
      // on the right — passing 'right' there flipped it twice.
      position="left"
      withCloseButton={false}
      closeOnClickOutside
      hiddenFrom="md"
      title={t('nav.mainMenu')}
      attributes={{ content: { 'data-testid': 'mobile-drawer' } as Record<string, string> }}
      styles={{ header: { display: 'none' }, body: { padding: 0, height: '100%' } }}
    >
      <SidebarContent onNavigate={onClose} />
    </Drawer>
  );
}
