import { SegmentedControl, VisuallyHidden, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { DISPLAY_MODES, type DisplayMode } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { isDisplayMode, toColorScheme, toDisplayMode } from '../lib/display-mode';
import { useSavePreference } from '../lib/queries/general-settings';
import { Hint } from './hint';

const ICONS = { light: IconSun, dark: IconMoon, system: IconDeviceDesktop } as const;

/**
 * Light / dark / system (default system). Writing goes through Mantine's colour-scheme manager
 * (lib/display-mode.ts), which stores the choice under both 'displayMode' and 'theme'. With
 * `persist` (the signed-in frame) it is saved to the user's settings as well.
 */
export function DisplayModeSwitcher({ persist = false }: { persist?: boolean }) {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const save = useSavePreference();
  const current: DisplayMode = toDisplayMode(colorScheme);

  return (
    <SegmentedControl
      aria-label={t('displayMode.label')}
      data-testid="display-mode-switcher"
      size="xs"
      value={current}
      onChange={(value) => {
        if (!isDisplayMode(value)) return;
        setColorScheme(toColorScheme(value));
        if (persist) save({ displayMode: value });
      }}
      data={DISPLAY_MODES.map((mode) => {
        const Icon = ICONS[mode];
        return {
          value: mode,
          label: (
            <Hint label={t(`displayMode.${mode}`)} side="bottom">
              <span style={{ display: 'inline-flex' }}>
                <Icon size={16} stroke={1.75} aria-hidden="true" />
                <VisuallyHidden>{t(`displayMode.${mode}`)}</VisuallyHidden>
              </span>
            </Hint>
          ),
        };
      })}
    />
  );
}
