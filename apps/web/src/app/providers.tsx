import { DirectionProvider, MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { displayModeManager } from '../lib/display-mode';
import { i18n } from '../lib/i18n';
import { localeDirection, isLocale } from '../lib/locale';
import { cssVariablesResolver, theme } from './theme';

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
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme="auto"
          env={env}
        >
          <LocalisedMantine>
            <QueryClientProvider client={queryClient}>
              <ModalsProvider>
                <Notifications position="top-right" />
                {children}
              </ModalsProvider>
            </QueryClientProvider>
          </LocalisedMantine>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}

/** Date pickers follow the UI language. */
function LocalisedMantine({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  return <DatesProvider settings={{ locale: instance.language }}>{children}</DatesProvider>;
}
