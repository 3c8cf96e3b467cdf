import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Loan } from '@wealthlog/core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { todayIso } from '../../../lib/format';
import type { WhatIf } from '../api/loans';
import { ExtraSimulator } from './extra-simulator';

const loan = { id: 3, currency: 'EUR', method: 'ANNUITY' } as Loan;

afterEach(() => vi.unstubAllGlobals());

// The server's answer to the what-if: 12,358.28 and 22 months saved (the reference of API.md).
const SAVINGS = {
  interestSaved: 12_358.28,
  monthsSaved: 22,
  basePayoffDate: '2050-01-01',
  baseTotalInterest: 100_373.59,
};

/** The page's part: it keeps the what-if and hands back the schedule's savings for it. */
function Harness({ spy }: { spy(w: WhatIf | null): void }) {
  const [whatIf, setWhatIf] = useState<WhatIf | null>(null);
  return (
    <ExtraSimulator
      loan={loan}
      whatIf={whatIf}
      savings={whatIf ? SAVINGS : undefined}
      onWhatIf={(w) => {
        spy(w);
        setWhatIf(w);
      }}
    />
  );
}

describe('ExtraSimulator', () => {
  it('asks for a what-if, shows what it saves, and records it as an extra payment', async () => {
    const fetchMock = stubApi({
      'POST /api/loans/3/payments': ({ body }) => jsonResponse(201, { id: 1, ...(body as object) }),
    });
    const onWhatIf = vi.fn();
    renderWithProviders(<Harness spy={onWhatIf} />);
    expect(screen.queryByTestId('extra-savings')).toBeNull();
    fireEvent.change(screen.getByTestId('extra-amount'), { target: { value: '10000' } });
    fireEvent.click(screen.getByTestId('extra-simulate'));
    const whatIf = { extraAmount: 10_000, extraDate: todayIso(), mode: 'REDUCE_TERM' as const };
    expect(onWhatIf).toHaveBeenLastCalledWith(whatIf);
    expect(screen.getByTestId('interest-saved')).toHaveTextContent('€12,358.28');
    expect(screen.getByTestId('months-saved')).toHaveTextContent('22');

    fireEvent.click(screen.getByTestId('extra-record'));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/loans/3/payments')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST /api/loans/3/payments')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      date: todayIso(),
      amount: 10_000,
      extra: true,
      mode: 'REDUCE_TERM',
    });
    await waitFor(() => expect(onWhatIf).toHaveBeenLastCalledWith(null));
  });
});
