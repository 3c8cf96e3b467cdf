import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account, StatementImportResult, StatementPreviewRow } from '@wealthlog/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, stubApi } from '../../../../test/api-stub';
import { renderWithProviders } from '../../../../test/render';
import { ImportWizardModal } from './import-wizard-modal';

// The import goes through XMLHttpRequest (upload progress), which jsdom cannot serve: the upload
// helper is replaced, and keeps the text fields each request sent.
const sent: Record<string, string>[] = [];
vi.mock('../../../../lib/api/upload-with-progress', () => ({
  uploadWithProgress: vi.fn(async (_path: string, form: FormData) => {
    const fields = Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file')) as Record<
      string,
      string
    >;
    sent.push(fields);
    return fields.dryRun === 'true' ? PREVIEW : RESULT;
  }),
}));

const row = (line: number, extra: Partial<StatementPreviewRow> = {}): StatementPreviewRow => ({
  line,
  date: '2024-03-02',
  amount: 42.5,
  type: 'WITHDRAWAL',
  description: 'Café Rio',
  category: null,
  duplicate: false,
  account: '00012345678',
  bankId: `A${line}`,
  likelyDuplicate: false,
  splits: 0,
  ...extra,
});
const likely = row(14, { description: 'Plumber', amount: 80, likelyDuplicate: true });
const PREVIEW: StatementImportResult = {
  imported: 3,
  skipped: 1,
  duplicates: 1,
  errors: [],
  dryRun: true,
  format: 'ofx',
  reconciliation: [],
  preview: [
    row(12),
    row(13, { type: 'DEPOSIT', amount: 1500, description: 'Employer', splits: 2 }),
    likely,
    row(20, { account: '4111222233334444', description: 'Librairie', amount: 25 }),
  ],
  likelyDuplicates: [likely],
};
const RESULT: StatementImportResult = {
  imported: 4,
  skipped: 0,
  duplicates: 0,
  errors: [],
  dryRun: false,
  format: 'ofx',
  reconciliation: [
    {
      account: '00012345678',
      accountId: 5,
      date: '2024-03-10',
      stated: 2360,
      booked: 2367.5,
      difference: -7.5,
    },
    {
      account: '4111222233334444',
      accountId: 6,
      date: '2024-03-10',
      stated: -25,
      booked: -25,
      difference: 0,
    },
  ],
};
const DETECT = {
  format: 'ofx',
  lines: 4,
  dateOrders: [],
  dateOrder: null,
  accounts: [
    {
      ref: '00012345678',
      name: null,
      currency: 'EUR',
      kind: 'bank',
      accountId: 5,
      closingBalance: 2360,
      closingDate: '2024-03-10',
      lines: 3,
    },
    {
      ref: '4111222233334444',
      name: null,
      currency: 'EUR',
      kind: 'creditCard',
      accountId: null,
      closingBalance: -25,
      closingDate: '2024-03-10',
      lines: 1,
    },
  ],
};
const account = (id: number, name: string) =>
  ({ id, name, currency: 'EUR', active: true, type: 'CASH' }) as Account;
const accounts = [account(5, 'Checking'), account(6, 'Card')];

async function upload(user: ReturnType<typeof userEvent.setup>, name = 'bank.ofx') {
  const file = new File(['OFXHEADER:100'], name, { type: 'application/x-ofx' });
  fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
  await user.click(screen.getByTestId('import-next'));
}

async function pick(user: ReturnType<typeof userEvent.setup>, select: HTMLElement, option: string) {
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('statement import wizard', () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it('goes detect → accounts → preview with a likely duplicate ticked → import with include and accounts → balances', async () => {
    stubApi({ 'POST /api/transactions/import/detect': () => jsonResponse(200, DETECT) });
    const user = userEvent.setup();
    renderWithProviders(
      <ImportWizardModal opened onClose={() => {}} accounts={accounts} defaultAccountId={5} />,
    );
    await upload(user);

    // No columns to map: the file's accounts, the remembered one preselected, the other asked.
    const step = await screen.findByTestId('statement-accounts');
    expect(screen.queryByTestId('import-mapping')).toBeNull();
    expect(step).toHaveTextContent('OFX/QFX');
    expect(screen.getByTestId('statement-account-select-0')).toHaveValue('Checking (EUR)');
    expect(screen.getByTestId('statement-account-1')).toHaveTextContent('4111222233334444');
    expect(screen.getByTestId('import-preview')).toBeDisabled();
    await pick(user, screen.getByTestId('statement-account-select-1'), 'Card (EUR)');
    await user.click(screen.getByTestId('import-preview'));

    await screen.findByTestId('import-preview-step');
    expect(sent[0]).toEqual({
      accounts: JSON.stringify({ '00012345678': 5, '4111222233334444': 6 }),
      dryRun: 'true',
    });
    const table = screen.getByTestId('statement-preview-table');
    expect(within(table).getByText('File account')).toBeInTheDocument();
    expect(screen.getByTestId('statement-splits-13')).toHaveTextContent('Split: 2 parts');
    expect(screen.getByTestId('statement-preview-counts')).toHaveTextContent(
      '3 to import, 1 duplicates',
    );

    // The likely duplicate is left out unless ticked; ticked, it counts among the lines booked.
    const box = screen.getByTestId('statement-likely-14');
    expect(box).not.toBeChecked();
    expect(screen.getByTestId('statement-likely-duplicates')).toHaveTextContent(
      'same amount, within 3 days',
    );
    await user.click(box);
    expect(box).toBeChecked();
    expect(screen.getByTestId('import-run')).toHaveTextContent('Import 4 transactions');
    await user.click(screen.getByTestId('import-run'));

    await screen.findByTestId('import-summary');
    expect(sent[1]).toEqual({
      accounts: JSON.stringify({ '00012345678': 5, '4111222233334444': 6 }),
      include: '[14]',
      dryRun: 'false',
    });
    expect(screen.getByTestId('import-imported')).toHaveTextContent('4');
    const checking = screen.getByTestId('reconciliation-5');
    expect(checking).toHaveTextContent('Does not match');
    expect(within(checking).getByTestId('reconciliation-difference')).toHaveTextContent('-€7.50');
    expect(screen.getByTestId('reconciliation-6')).toHaveTextContent('Balanced');
  });

  it('creates the account a file names that the user does not have, remembering its number', async () => {
    const one = { ...DETECT, accounts: [{ ...DETECT.accounts[1]!, name: 'Visa' }], lines: 1 };
    const created = { ...account(9, 'Visa'), statementRef: '4111222233334444' };
    const fetchMock = stubApi({
      'POST /api/transactions/import/detect': () => jsonResponse(200, one),
      'POST /api/account': () => jsonResponse(201, created),
    });
    const user = userEvent.setup();
    renderWithProviders(<ImportWizardModal opened onClose={() => {}} accounts={accounts} />);
    await upload(user);
    // A one-account file goes where the upload step said, unless told otherwise.
    const select = await screen.findByTestId('statement-account-select-0');
    expect(select).toHaveValue('Checking (EUR)');
    await pick(user, select, 'Create a new account');
    expect(screen.getByTestId('statement-new-name-0')).toHaveValue('Visa');
    await user.click(screen.getByTestId('import-preview'));

    await screen.findByTestId('import-preview-step');
    const [, init] = callsTo(fetchMock, 'POST /api/account')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Visa',
      type: 'CASH',
      currency: 'EUR',
      statementRef: '4111222233334444',
    });
    expect(sent[0]?.accounts).toBe(JSON.stringify({ '4111222233334444': 9 }));
  });

  it('offers the QIF day orders with the first date read each way, the guess preselected', async () => {
    stubApi({
      'POST /api/transactions/import/detect': () =>
        jsonResponse(200, {
          format: 'qif',
          lines: 1,
          dateOrders: ['MDY', 'DMY'],
          dateOrder: 'MDY',
          accounts: [{ ...DETECT.accounts[0]!, ref: '', accountId: null, closingBalance: null }],
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <ImportWizardModal opened onClose={() => {}} accounts={accounts} defaultAccountId={6} />,
    );
    const file = new File(['!Type:Bank\r\nD03/01/2024\r\nT-1\r\n^\r\n'], 'bank.qif');
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
    await user.click(screen.getByTestId('import-next'));
    const order = await screen.findByTestId('statement-date-order');
    expect(await within(order).findByText(/03\/01\/2024/)).toBeInTheDocument();
    expect(within(order).getByLabelText('Month/day/year: Mar 1, 2024')).toBeChecked();
    await user.click(within(order).getByLabelText('Day/month/year: Jan 3, 2024'));
    await user.click(screen.getByTestId('import-preview'));
    await screen.findByTestId('import-preview-step');
    expect(sent[0]).toMatchObject({ accounts: JSON.stringify({ '': 6 }), dateOrder: 'DMY' });
  });

  it('shows the line a statement cannot be read at, under the file', async () => {
    stubApi({
      'POST /api/transactions/import/detect': () =>
        jsonResponse(400, {
          code: 'VAL_001',
          message: 'Validation failed',
          requestId: 'test',
          reason: 'statementUnreadable',
          errors: { file: ['Line 12, <TRNAMT>: Amount is invalid'] },
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ImportWizardModal opened onClose={() => {}} accounts={accounts} />);
    await upload(user);
    const error = await screen.findByTestId('import-detect-error');
    expect(error).toHaveTextContent('The statement file cannot be read');
    expect(error).toHaveTextContent('Line 12, <TRNAMT>: Amount is invalid');
  });
});
