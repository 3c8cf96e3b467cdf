import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './lib/query-client';
import { router } from './app/router';
import { applyStoredColorScheme } from './lib/display-mode';
import './lib/i18n'; // sets <html lang dir> from the stored locale before anything renders

// Before the first render, so a dark-mode user never sees a light frame.
applyStoredColorScheme();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
