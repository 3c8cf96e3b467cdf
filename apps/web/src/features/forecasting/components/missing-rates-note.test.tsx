import { screen } from '@testing-library/react';
import { cashflowResponseSchema, projectionResponseSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CashflowCard } from './cashflow-card';
import { ProjectionCard } from './projection-card';

const projection = (missingRates: string[]) =>
  projectionResponseSchema.parse(
    [0, 1].map((year) => ({
      year,
      nominal: 5000,
      real: 5000,
      parts: { cash: 5000, investments: 0, realEstate: 0, loans: 0, missingRates },
    })),
  );

describe('currencies a forecast leaves out', () => {
  it('the by-part projection names them, and says nothing when none is missing', () => {
    const noop = () => {};
    const { unmount } = renderWithProviders(
      <ProjectionCard
        rows={projection(['JPY', 'XOF'])}
        currency="EUR"
        startYear={2026}
        byPart
        onByPart={noop}
      />,
    );
    expect(screen.getByTestId('projection-missing-rates')).toHaveTextContent(
      'No exchange rate today for JPY, XOF',
    );
    unmount();
    renderWithProviders(
      <ProjectionCard
        rows={projection([])}
        currency="EUR"
        startYear={2026}
        byPart
        onByPart={noop}
      />,
    );
    expect(screen.queryByTestId('projection-missing-rates')).toBeNull();
  });

  it('the cash flow names them', () => {
    const cf = cashflowResponseSchema.parse({
      currency: 'EUR',
      points: [{ date: '2026-11-26', balance: 100 }],
      accounts: [],
      items: [],
      missingRates: ['XOF'],
    });
    renderWithProviders(
      <CashflowCard cf={cf} days="30" onDays={() => {}} excluded={[]} onExcluded={() => {}} />,
    );
    expect(screen.getByTestId('cashflow-missing-rates')).toHaveTextContent(
      'No exchange rate today for XOF',
    );
  });
});
