import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isDayOrEmpty, isMonth, oneOf, useUrlParam } from './use-url-param';

const VIEWS = ['list', 'chart'] as const;

function View() {
  const [view, setView] = useUrlParam('view', 'list', oneOf(VIEWS));
  const [month, setMonth] = useUrlParam('month', '2026-11', isMonth);
  return (
    <>
      <output data-testid="state">{`${view} ${month}`}</output>
      <button type="button" onClick={() => setView('chart')}>
        chart
      </button>
      <button type="button" onClick={() => setView('list')}>
        list
      </button>
      <button type="button" onClick={() => setMonth('2026-09')}>
        september
      </button>
    </>
  );
}

function at(path: string) {
  const routes = [
    { path: '/page', element: <View /> },
    { path: '/elsewhere', element: <p>elsewhere</p> },
  ];
  const router = createMemoryRouter(routes, {
    initialEntries: ['/elsewhere', path],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

const state = () => screen.getByTestId('state').textContent;

describe('useUrlParam', () => {
  it('reads the view from the address, the fallback when absent', () => {
    at('/page?view=chart&month=2026-02');
    expect(state()).toBe('chart 2026-02');
  });

  it('reads a value it does not accept as the fallback', () => {
    at('/page?view=table&month=2026-13');
    expect(state()).toBe('list 2026-11');
  });

  it('writes changes into the address in place, keeping the other parameters', () => {
    const router = at('/page?q=rent');
    act(() => screen.getByRole('button', { name: 'chart' }).click());
    act(() => screen.getByRole('button', { name: 'september' }).click());
    expect(state()).toBe('chart 2026-09');
    expect(new URLSearchParams(router.state.location.search)).toEqual(
      new URLSearchParams('q=rent&view=chart&month=2026-09'),
    );
    // Replaced, not pushed: Back leaves the page rather than stepping through its views.
    expect(router.state.historyAction).toBe('REPLACE');
    act(() => void router.navigate(-1));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('leaves the fallback out of the address', () => {
    const router = at('/page?view=chart');
    act(() => screen.getByRole('button', { name: 'list' }).click());
    expect(router.state.location.search).toBe('');
    expect(state()).toBe('list 2026-11');
  });
});

describe('the value checks', () => {
  it('accepts ISO days (or nothing, while a date is retyped) and ISO months only', () => {
    expect(['2026-02-28', ''].every(isDayOrEmpty)).toBe(true);
    expect(['2026-2-28', '2026-13-01', '2026-02-32', 'x'].some(isDayOrEmpty)).toBe(false);
    // As the API: within the app's dates (1900–2199).
    expect(['1850-01-01', '2300-01-01'].some(isDayOrEmpty)).toBe(false);
    expect(isMonth('2026-12')).toBe(true);
    expect(['2026-00', '2026-1', '2026-12-01'].some(isMonth)).toBe(false);
  });
});
