import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account, TradeImportResult } from '@wealthlog/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../../../test/api-stub';
import { renderWithProviders } from '../../../../test/render';
import { TradeFileActions } from './trade-file-actions';

// The import goes through XMLHttpRequest (upload progress), which jsdom cannot serve: the upload
// helper is replaced and answers the dry run.
const sent: Record<string, string>[] = [];
vi.mock('../../../../lib/api/upload-with-progress', () => ({
  uploadWithProgress: vi.fn(async (path: string, form: FormData) => {
    sent.push({
      path,
      ...(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file')) as Record<
        string,
        string
      >),
    });
    return PREVIEW;
  }),
}));

const PREVIEW: TradeImportResult = {
  imported: 1,
  skipped: 1,
  duplicates: 0,
  dryRun: true,
  errors: [{ line: 3, message: 'No rate', reason: 'missingRate' }],
  preview: [
    {
      line: 2,
      instrument: 'ACME',
      assetClass: 'STOCK',
      direction: 'SHORT',
      quantity: 100,
      entryPrice: 10,
      entryDate: '2025-03-03T10:00:00.000Z',
      exitPrice: 12.5,
      exitDate: '2025-03-04T15:30:00.000Z',
      fees: 2,
      duplicate: false,
    },
  ],
};
const account = { id: 7, name: 'Broker', currency: 'USD', active: true } as Account;

describe('trade CSV import from the trading page', () => {
  beforeEach(() => {
    sent.length = 0;
    stubApi({
      'POST /api/trade/import/detect': () =>
        jsonResponse(200, {
          format: 'csv',
          delimiter: ';',
          headers: ['Symbol', 'Side', 'Qty', 'Open time', 'Open price', 'Close price', 'Fee'],
          sampleRows: [['ACME', 'Sell', '100', '03.03.2025 10:00', '10,00', '12,50', '-2,00']],
          dateFormat: 'DD.MM.YYYY',
          decimalSeparator: ',',
        }),
    });
  });

  it("maps a broker's columns to trade fields, previews the trades and names a line's reason", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TradeFileActions accounts={[account]} filter={{}} />);
    await user.click(screen.getByTestId('trades-import'));
    const file = new File(['Symbol;Side\nACME;Sell\n'], 'broker.csv', { type: 'text/csv' });
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
    await user.click(screen.getByTestId('import-next'));

    const mapping = await screen.findByTestId('import-mapping');
    expect(screen.getByLabelText(/^Instrument/, { selector: 'input' })).toHaveValue('Symbol');
    expect(screen.getByLabelText(/^Quantity/, { selector: 'input' })).toHaveValue('Qty');
    expect(screen.getByLabelText(/^Entry price/, { selector: 'input' })).toHaveValue('Open price');
    expect(screen.getByLabelText(/^Entry date and time/, { selector: 'input' })).toHaveValue(
      'Open time',
    );
    expect(screen.getByLabelText(/^Exit price/, { selector: 'input' })).toHaveValue('Close price');
    expect(screen.getByLabelText(/^Fees/, { selector: 'input' })).toHaveValue('Fee');
    // No exit date column: the field stays unmapped, and the preview can still run.
    expect(screen.getByLabelText(/^Exit date and time/, { selector: 'input' })).toHaveValue('');
    expect(mapping).toBeInTheDocument();
    await user.click(screen.getByTestId('import-preview'));

    await screen.findByTestId('trade-import-preview');
    expect(sent[0]).toMatchObject({ path: '/trade/import', accountId: '7', dryRun: 'true' });
    expect(JSON.parse(sent[0]!.mapping!)).toEqual({
      instrument: 'Symbol',
      quantity: 'Qty',
      entryPrice: 'Open price',
      entryDate: 'Open time',
      direction: 'Side',
      exitPrice: 'Close price',
      fees: 'Fee',
    });
    expect(screen.getByTestId('trade-import-preview')).toHaveTextContent('Short');
    expect(screen.getByTestId('import-errors')).toHaveTextContent(
      'Line 3: No exchange rate converts the trade currency',
    );
    expect(screen.getByTestId('import-run')).toHaveTextContent('Import 1 trades');
  });
});
