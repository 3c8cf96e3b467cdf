import { useMantineColorScheme } from '@mantine/core';
import type { DisplayMode, Locale } from '@wealthlog/core';
import { useCallback } from 'react';
import { toColorScheme } from './display-mode';
import { setLocale } from './i18n';

/**
 * Applies display mode and language at once. The colour goes through Mantine's manager
 * (lib/display-mode.ts), which stores it under 'displayMode' and 'theme'; the language through
 * lib/i18n.ts, which stores it and flips <html dir>.
 */
export function useApplyDisplaySettings() {
  const { setColorScheme } = useMantineColorScheme();
  return useCallback(
    (settings: { displayMode?: DisplayMode; language?: Locale }) => {
      if (settings.displayMode) setColorScheme(toColorScheme(settings.displayMode));
      if (settings.language) void setLocale(settings.language);
    },
    [setColorScheme],
  );
}
