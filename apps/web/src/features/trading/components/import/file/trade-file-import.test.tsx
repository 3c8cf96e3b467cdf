import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account, TradeFileImportResult, TradeFilePreviewRow } from '@wealthlog/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, stubApi } from '../../../../../test/api-stub';
import { renderWithProviders } from '../../../../../test/render';
import { TradeFileActions } from '../trade-file-actions';

// The import goes through XMLHttpRequest (upload progress), which jsdom cannot serve: the upload
// helper is replaced, and keeps the text fields each request sent.
const sent: Record<string, string>[] = [];
vi.mock('../../../../../lib/api/upload-with-progress', () => ({
  uploadWithProgress: vi.fn(async (path: string, form: FormData) => {
    const fields = Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file')) as Record<
      string,
      string
    >;
    sent.push({ path, ...fields });
    return fields.dryRun === 'true' ? PREVIEW : RESULT;
  }),
}));

const REF = 'b2d3fe1d-d6a8-41a3-be39-07ef5e9480f0';
const row = (line: number, extra: Partial<TradeFilePreviewRow> = {}): TradeFilePreviewRow => ({
  line,
  account: REF,
  type: 'BUY',
  date: '2021-09-16',
  symbol: 'MSFT',
  quantity: 10,
  price: 100,
  amount: null,
  fees: 1,
  currency: 'USD',
  duplicate: false,
  ...extra,
});
const PREVIEW: TradeFileImportResult = {
  imported: 2,
  skipped: 2,
  duplicates: 1,
  errors: [{ line: 7, message: 'larger', reason: 'sellBeyondPosition' }],
  dryRun: true,
  format: 'ghostfolio',
  preview: [
    row(1),
    row(2, { type: 'SELL', quantity: 10, price: 120 }),
    row(3, { type: 'DIVIDEND', quantity: null, price: null, amount: 5, fees: 0, duplicate: true }),
  ],
};
const RESULT: TradeFileImportResult = { ...PREVIEW, dryRun: false, preview: undefined };
const DETECT = {
  format: 'ghostfolio',
  activities: 4,
  accounts: [{ ref: REF, name: 'Broker', currency: 'USD', accountId: 7, activities: 4 }],
  skipped: [{ line: 11, type: 'ITEM', reason: 'An ITEM activity records a valuable' }],
};
const account = (id: number, name: string, type: Account['type']) =>
  ({ id, name, currency: 'USD', active: true, type }) as Account;
const accounts = [
  account(5, 'Checking', 'CASH'),
  account(7, 'Broker', 'STOCKS'),
  account(8, 'Coins', 'CRYPTO'),
];

async function upload(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<TradeFileActions accounts={accounts} filter={{}} />);
  await user.click(screen.getByTestId('trades-import'));
  const file = new File(['{"activities":[]}'], 'ghostfolio.json', { type: 'application/json' });
  fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
  await user.click(screen.getByTestId('import-next'));
}

async function pick(user: ReturnType<typeof userEvent.setup>, select: HTMLElement, option: string) {
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Ghostfolio and OFX files through the trades import', () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it('goes detect → accounts (remembered one preselected) → preview with skipped → import', async () => {
    stubApi({ 'POST /api/trade/import/detect': () => jsonResponse(200, DETECT) });
    const user = userEvent.setup();
    await upload(user);

    const step = await screen.findByTestId('statement-accounts');
    expect(screen.queryByTestId('import-mapping')).toBeNull();
    expect(step).toHaveTextContent('The file is a Ghostfolio export, 4 activities in all');
    expect(screen.getByTestId('statement-account-0')).toHaveTextContent('Activities: 4 · USD');
    const select = screen.getByTestId('statement-account-select-0');
    expect(select).toHaveValue('Broker (USD)');
    // Only accounts that hold securities are offered: no cash account.
    await user.click(select);
    expect(await screen.findByRole('option', { name: 'Coins (USD)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Checking (USD)' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Broker (USD)' }));
    await user.click(screen.getByTestId('import-preview'));

    await screen.findByTestId('import-preview-step');
    expect(sent[0]).toEqual({
      path: '/trade/import',
      accounts: JSON.stringify({ [REF]: 7 }),
      dryRun: 'true',
    });
    const table = screen.getByTestId('trade-file-preview');
    expect(within(table).getByText('Dividend')).toBeInTheDocument();
    expect(within(table).getByText('$5.00')).toBeInTheDocument();
    expect(within(table).getByText('duplicate')).toBeInTheDocument();
    expect(screen.getByTestId('statement-preview-counts')).toHaveTextContent(
      '2 to import, 1 duplicates, 1 errors.',
    );
    expect(screen.getByTestId('trade-file-skipped-11')).toHaveTextContent(
      'Line 11 · ITEM: A valuable (a car, a painting), not a security',
    );
    expect(screen.getByTestId('import-errors')).toHaveTextContent(
      'Line 7: This sale is larger than the position',
    );
    expect(screen.getByTestId('import-run')).toHaveTextContent('Import 2 activities');
    await user.click(screen.getByTestId('import-run'));

    await screen.findByTestId('import-summary');
    expect(sent[1]).toEqual({
      path: '/trade/import',
      accounts: JSON.stringify({ [REF]: 7 }),
      dryRun: 'false',
    });
    expect(screen.getByTestId('import-imported')).toHaveTextContent('2');
  });

  it("creates a Stocks account from the file's account, remembering its id", async () => {
    const unknown = { ...DETECT, accounts: [{ ...DETECT.accounts[0]!, accountId: null }] };
    const fetchMock = stubApi({
      'POST /api/trade/import/detect': () => jsonResponse(200, unknown),
      'POST /api/account': () =>
        jsonResponse(201, { ...account(9, 'Broker', 'STOCKS'), statementRef: REF }),
    });
    const user = userEvent.setup();
    await upload(user);
    // The upload step's account (the first active, a cash one) cannot take such a file.
    const select = await screen.findByTestId('statement-account-select-0');
    expect(select).toHaveValue('');
    expect(screen.getByTestId('import-preview')).toBeDisabled();
    await pick(user, select, 'Create a new account');
    expect(screen.getByTestId('statement-new-name-0')).toHaveValue('Broker');
    await user.click(screen.getByTestId('import-preview'));

    await screen.findByTestId('import-preview-step');
    const [, init] = callsTo(fetchMock, 'POST /api/account')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Broker',
      type: 'STOCKS',
      currency: 'USD',
      statementRef: REF,
    });
    expect(sent[0]?.accounts).toBe(JSON.stringify({ [REF]: 9 }));
  });

  it("asks about an OFX file's accounts with activities, and names each line's account", async () => {
    stubApi({
      'POST /api/trade/import/detect': () =>
        jsonResponse(200, {
          format: 'ofx',
          activities: 3,
          skipped: [],
          accounts: [
            { ref: 'U111', name: null, currency: 'USD', accountId: 8, activities: 2 },
            { ref: 'U222', name: null, currency: 'USD', accountId: null, activities: 1 },
            { ref: 'U333', name: null, currency: 'USD', accountId: null, activities: 0 },
          ],
        }),
    });
    const user = userEvent.setup();
    await upload(user);
    await screen.findByTestId('statement-accounts');
    expect(screen.getByTestId('statement-accounts')).toHaveTextContent(
      'The file is an OFX investment statement',
    );
    expect(screen.getByTestId('statement-account-select-0')).toHaveValue('Coins (USD)');
    expect(screen.getByTestId('statement-account-1')).toHaveTextContent('U222');
    expect(screen.queryByTestId('statement-account-2')).toBeNull();
    await pick(user, screen.getByTestId('statement-account-select-1'), 'Broker (USD)');
    await user.click(screen.getByTestId('import-preview'));
    await screen.findByTestId('import-preview-step');
    expect(sent[0]?.accounts).toBe(JSON.stringify({ U111: 8, U222: 7 }));
    expect(
      within(screen.getByTestId('trade-file-preview')).getByText('File account'),
    ).toBeVisible();
    expect(screen.queryByTestId('trade-file-skipped')).toBeNull();
  });

  it('shows where an export cannot be read, under the file', async () => {
    stubApi({
      'POST /api/trade/import/detect': () =>
        jsonResponse(400, {
          code: 'VAL_001',
          message: 'Validation failed',
          requestId: 'test',
          reason: 'statementUnreadable',
          errors: { file: ['Line 3: activity 3 has no date.'] },
        }),
    });
    const user = userEvent.setup();
    await upload(user);
    const error = await screen.findByTestId('import-detect-error');
    expect(error).toHaveTextContent('Line 3: activity 3 has no date.');
  });
});
