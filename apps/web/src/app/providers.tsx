import { DirectionProvider, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { displayModeManager } from '../lib/display-mode';
import { lazyOrNothing } from '../lib/lazy-or-nothing';
import { i18n } from '../lib/i18n';
import { localeDirection, isLocale } from '../lib/locale';
import { cssVariablesResolver, theme } from './theme';

const Overlays = lazyOrNothing(() => import('./overlays').then((m) => m.Overlays));

// One manager for the app's lifetime: MantineProvider subscribes to it once.
const colorSchemeManager = displayModeManager();

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals, for jsdom. */
  env?: 'default' | 'test';
}

/** Everything a screen needs around it; shared by main.tsx and the test render helper. */
export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      {/* Direction comes from <html dir>, which lib/i18n.ts keeps in step with the language. */}
      <DirectionProvider
        initialDirection={localeDirection(isLocale(i18n.language) ? i18n.language : 'en')}
      >
        <LocalisedMantineProvider env={env}>
          <QueryClientProvider client={queryClient}>
            {children}
            {/* A boundary of its own: the app never waits for the toasts' and dialogs' chunk. */}
            <Suspense fallback={null}>
              <Overlays />
            </Suspense>
          </QueryClientProvider>
        </LocalisedMantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}

/**
 * The theme plus the names of Mantine's icon-only buttons in the UI language: a dialog's or a
 * drawer's ×, a toast's ×, a colour field's eye-dropper. Without a name a screen reader says only
 * "button" (axe's button-name, serious).
 */
function LocalisedMantineProvider({
  env,
  children,
}: {
  env: 'default' | 'test';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const close = t('common.close');
  const pickColour = t('common.pickColour');
  const localised = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
          Drawer: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
          ColorInput: { defaultProps: { eyeDropperButtonProps: { 'aria-label': pickColour } } },
        },
      }),
    [close, pickColour],
  );
  return (
    <MantineProvider
      theme={localised}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      env={env}
    >
      {children}
    </MantineProvider>
  );
}
