import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../components/lazy-page';
import { preloadPagesOf } from './preload-route';

function fakePage() {
  const load = vi.fn(() => Promise.resolve({ Page: () => null }));
  return { load, Page: lazyPage(load, (m) => m.Page) };
}

describe('preloadPagesOf', () => {
  it('fetches the chunks of the pages the address opens, and only those, once', async () => {
    const expenses = fakePage();
    const loans = fakePage();
    const layout = fakePage();
    const general = fakePage();
    const routes: RouteObject[] = [
      {
        element: <div />,
        children: [
          { path: 'expenses', element: <expenses.Page /> },
          { path: 'loans', element: <loans.Page /> },
          {
            path: 'settings',
            element: <layout.Page />,
            children: [{ path: 'general', element: <general.Page /> }],
          },
        ],
      },
    ];
    preloadPagesOf(routes, '/expenses');
    expect(expenses.load).toHaveBeenCalledTimes(1);
    expect(loans.load).not.toHaveBeenCalled();
    // The page's own render later awaits the same download.
    await expenses.Page.preload();
    expect(expenses.load).toHaveBeenCalledTimes(1);

    preloadPagesOf(routes, '/settings/general');
    expect(layout.load).toHaveBeenCalledTimes(1);
    expect(general.load).toHaveBeenCalledTimes(1);
  });

  it('fetches a lazy element a guard wraps (<RequireAuth><AppFrame/>) with the page', () => {
    const Guard = ({ children }: { children: ReactNode }) => <>{children}</>;
    const frame = fakePage();
    const loans = fakePage();
    const routes: RouteObject[] = [
      {
        element: (
          <Guard>
            <frame.Page />
          </Guard>
        ),
        children: [{ path: 'loans', element: <loans.Page /> }],
      },
    ];
    preloadPagesOf(routes, '/loans');
    expect(frame.load).toHaveBeenCalledTimes(1);
    expect(loans.load).toHaveBeenCalledTimes(1);
  });

  it('leaves an address no page matches alone', () => {
    expect(() => preloadPagesOf([{ path: 'a', element: <div /> }], '/nowhere')).not.toThrow();
  });
});
