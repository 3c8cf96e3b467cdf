import './app/frame-styles';
import './app/focus-ring.css';
import './app/reduced-motion.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './lib/query-client';
import { router } from './app/router';
import { applyStoredColorScheme } from './lib/display-mode';
import { i18nReady } from './lib/i18n'; // sets <html lang dir> from the stored locale at once
import { keepFocusThroughBusy } from './lib/keep-focus';
import { installLocaleDigits } from './lib/input-digits';

// Before the first render, so a dark-mode user never sees a light frame.
applyStoredColorScheme();
// A Save button busy (disabled) while its request runs keeps the keyboard focus it had.
keepFocusThroughBusy();
// Number fields in the digits of the UI language (Arabic-Indic in Arabic), before any field mounts.
installLocaleDigits();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

// The active locale's texts (their own chunk) come before the first render: no key ever flashes.
// Should that fetch fail, the app renders anyway and i18next shows keys rather than nothing.
// A promise, not a top-level await: the locale's chunk imports from the first-download chunk,
// which must therefore finish evaluating first (awaiting here would leave each waiting for the
// other, and no first render).
void i18nReady
  .catch(() => undefined)
  .then(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders queryClient={createQueryClient()}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
