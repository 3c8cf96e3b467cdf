import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ScheduleTable } from './schedule-table';

const ROW = 36; // desktop row height (jsdom's matchMedia stub never matches the phone query)

/** A 360-payment schedule; row n is dated by its number so the DOM shows which rows are in. */
const rows = Array.from({ length: 360 }, (_, i) => ({
  n: i + 1,
  date: `2030-01-${String((i % 28) + 1).padStart(2, '0')}`,
  payment: 2245.22,
  interest: 1000,
  principal: 1245.22,
  extra: 0,
  correction: 0,
  balance: 500_000 - (i + 1) * 1000,
  status: i < 12 ? ('PAID' as const) : ('PLANNED' as const),
}));

// jsdom lays nothing out: a 360 px viewport (10 rows) so the virtualizer renders rows.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(360);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
});
afterEach(() => vi.restoreAllMocks());

describe('ScheduleTable', () => {
  it('spans 360 rows but renders only those in view, and follows the scroll', () => {
    renderWithProviders(<ScheduleTable rows={rows} currency="EUR" />);
    const table = screen.getByTestId('schedule-table');
    expect(table).toHaveAttribute('aria-rowcount', '360');
    const shown = () =>
      screen.getAllByTestId('schedule-row').map((r) => Number(r.getAttribute('aria-rowindex')));
    expect(shown().length).toBeLessThan(40);
    expect(shown()).toContain(1);
    expect(screen.getAllByText('Paid').length).toBeGreaterThan(0);

    Object.defineProperty(table, 'scrollTop', { configurable: true, value: 300 * ROW });
    fireEvent.scroll(table);
    expect(shown()).toContain(301);
    expect(shown()).not.toContain(1);
    expect(shown().length).toBeLessThan(40);
  });
});
