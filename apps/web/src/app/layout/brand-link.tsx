import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../../components/logo-mark';
import { PATHS } from '../../lib/paths';

/** Logo + title; clicking either goes to /dashboard. */
interface BrandLinkProps {
  /** Logo only (collapsed sidebar); the link keeps its name through aria-label. */
  collapsed?: boolean;
  /** Hide the title below this breakpoint where space is short (phone header). */
  titleVisibleFrom?: 'xs' | 'sm';
  onNavigate?: () => void;
}

export function BrandLink({ collapsed = false, titleVisibleFrom, onNavigate }: BrandLinkProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      component={Link}
      to={PATHS.dashboard}
      onClick={onNavigate}
      aria-label={collapsed || titleVisibleFrom ? t('frame.home') : undefined}
      data-testid="brand-link"
    >
      <Group gap="sm" wrap="nowrap" justify={collapsed ? 'center' : 'flex-start'}>
        <LogoMark size={32} />
        {!collapsed && (
          <Text fw={700} size="lg" visibleFrom={titleVisibleFrom}>
            {t('app.name')}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}
