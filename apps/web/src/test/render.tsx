import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactElement } from 'react';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';
import { routes } from '../app/routes';

/** Renders one element inside every provider of the app (no router). */
export function renderWithProviders(ui: ReactElement): RenderResult {
  return render(
    <AppProviders queryClient={createQueryClient()} env="test">
      {ui}
    </AppProviders>,
  );
}

/** Renders the real route table at `path`, as the browser would after a deep link. */
export function renderApp(
  path = '/',
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
