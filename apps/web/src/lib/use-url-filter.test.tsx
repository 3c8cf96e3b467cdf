import { act, render, screen } from '@testing-library/react';
import { tradeFilterSchema, type TradeFilter } from '@wealthlog/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlFilter } from './use-url-filter';

function List() {
  const { filter, page, setFilter, setPage } = useUrlFilter<TradeFilter>(tradeFilterSchema);
  return (
    <>
      <output data-testid="state">{JSON.stringify({ filter, page })}</output>
      <button type="button" onClick={() => setFilter({ ...filter, status: 'CLOSED' })}>
        closed
      </button>
      <button type="button" onClick={() => setPage(3)}>
        page 3
      </button>
      <button type="button" onClick={() => setFilter({})}>
        clear
      </button>
    </>
  );
}

function at(path: string) {
  const router = createMemoryRouter([{ path: '/list', element: <List /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const state = () => JSON.parse(screen.getByTestId('state').textContent!);
const search = (router: ReturnType<typeof at>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('useUrlFilter', () => {
  it('reads each field through its own schema: a bad one is dropped, the others stay', () => {
    at('/list?accountId=7&status=OPEN&direction=SIDEWAYS&from=2026-02-30&instrument=ACME&page=2');
    expect(state()).toEqual({
      filter: { accountId: 7, status: 'OPEN', instrument: 'ACME' },
      page: 2,
    });
  });

  it('reads a page that is not a whole number above 1 as the first', () => {
    at('/list?page=-4');
    expect(state().page).toBe(1);
  });

  it('a new filter starts on page 1; a page keeps the filter; other parameters stay', () => {
    const router = at('/list?instrument=ACME&page=2&tab=x');
    act(() => screen.getByRole('button', { name: 'closed' }).click());
    expect(search(router)).toEqual({ instrument: 'ACME', status: 'CLOSED', tab: 'x' });
    act(() => screen.getByRole('button', { name: 'page 3' }).click());
    expect(search(router)).toEqual({ instrument: 'ACME', status: 'CLOSED', tab: 'x', page: '3' });
    expect(router.state.historyAction).toBe('REPLACE');
    act(() => screen.getByRole('button', { name: 'clear' }).click());
    expect(search(router)).toEqual({ tab: 'x' });
    expect(state()).toEqual({ filter: {}, page: 1 });
  });
});
