import { Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DisplayModeSwitcher } from '../../components/display-mode-switcher';
import { LanguageSwitcher } from '../../components/language-switcher';
import { BrandLink } from './brand-link';

interface FrameHeaderProps {
  drawerOpened: boolean;
  onToggleDrawer: () => void;
}

export function FrameHeader({ drawerOpened, onToggleDrawer }: FrameHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      {/* Below md the sidebar is gone: the burger opens the drawer and the brand moves up here. */}
      <Group gap="sm" wrap="nowrap" hiddenFrom="md">
        <Burger
          opened={drawerOpened}
          onClick={onToggleDrawer}
          size="sm"
          aria-label={drawerOpened ? t('frame.closeNavigation') : t('frame.openNavigation')}
          aria-expanded={drawerOpened}
          data-testid="burger"
        />
        <BrandLink titleVisibleFrom="xs" />
      </Group>
      <Group gap="sm" wrap="nowrap" ms="auto">
        {/* Signed in: a switch here is saved to the user's settings, like one on the settings page. */}
        <LanguageSwitcher persist />
        <DisplayModeSwitcher persist />
      </Group>
    </Group>
  );
}
