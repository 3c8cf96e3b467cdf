import { Button, Group, ScrollArea } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SETTINGS_SECTIONS, activeSettingsSection, settingsPath } from '../settings-sections';

/**
 * The one sub-navigation of every settings page: links (not tabs) because each section is its own
 * URL; the current one carries aria-current="page". On a phone the row scrolls sideways.
 */
export function SettingsNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeSettingsSection(pathname);
  const navRef = useRef<HTMLDivElement>(null);
  // On a phone the row is wider than the screen: bring the current section into view.
  useEffect(() => {
    navRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active?.key]);
  return (
    <ScrollArea type="auto" scrollbars="x" offsetScrollbars="x">
      <Group
        ref={navRef}
        component="nav"
        aria-label={t('settings.nav.label')}
        gap={6}
        wrap="nowrap"
      >
        {SETTINGS_SECTIONS.map((section) => {
          const current = section.key === active?.key;
          const Icon = section.icon;
          return (
            <Button
              key={section.key}
              component={Link}
              to={settingsPath(section.segment)}
              variant={current ? 'light' : 'subtle'}
              color={current ? undefined : 'gray'}
              size="sm"
              fw={current ? 600 : 500}
              aria-current={current ? 'page' : undefined}
              data-testid={`settings-nav-${section.key}`}
              leftSection={<Icon size={18} stroke={1.75} aria-hidden="true" />}
              style={{ flexShrink: 0 }}
            >
              {t(section.labelKey)}
            </Button>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
