import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account, ImportResult } from '@wealthlog/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../../../test/api-stub';
import { renderWithProviders } from '../../../../test/render';
import { ImportWizardModal } from './import-wizard-modal';

// The import goes through XMLHttpRequest (for upload progress), which jsdom cannot serve: the
// upload helper is replaced, and drives the progress callback like the browser would.
interface SentForm {
  accountId: string;
  dryRun: string;
  delimiter: string;
  dateFormat: string;
  decimalSeparator: string;
  mapping: unknown;
}
const importCalls: SentForm[] = [];
let release: (() => void) | null = null;
vi.mock('../../../../lib/api/upload-with-progress', () => ({
  uploadWithProgress: vi.fn(
    async (
      _path: string,
      form: FormData,
      options: {
        onProgress?: (p: { phase: 'upload' | 'server'; loaded: number; total: number }) => void;
      },
    ) => {
      const sent = Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file')) as Record<
        string,
        string
      >;
      importCalls.push({
        ...(sent as unknown as SentForm),
        mapping: JSON.parse(sent.mapping ?? '{}'),
      });
      if (sent.dryRun === 'true') return PREVIEW;
      options.onProgress?.({ phase: 'upload', loaded: 50, total: 100 });
      await new Promise<void>((resolve) => (release = resolve));
      options.onProgress?.({ phase: 'server', loaded: 1, total: 1 });
      return RESULT;
    },
  ),
}));

const PREVIEW: ImportResult = {
  imported: 2,
  skipped: 1,
  duplicates: 0,
  dryRun: true,
  errors: [{ line: 4, message: 'Amount is invalid' }],
  preview: [
    {
      line: 2,
      date: '2026-01-05',
      amount: 12.5,
      type: 'EXPENSE',
      description: 'Bakery',
      category: null,
      duplicate: false,
    },
    {
      line: 3,
      date: '2026-01-06',
      amount: 100,
      type: 'DEPOSIT',
      description: 'Refund',
      category: null,
      duplicate: false,
    },
  ],
};
const RESULT: ImportResult = { ...PREVIEW, dryRun: false, preview: undefined, duplicates: 0 };
const account = { id: 5, name: 'Checking', currency: 'EUR', active: true } as Account;

describe('CSV import wizard', () => {
  beforeEach(() => {
    importCalls.length = 0;
    stubApi({
      'POST /api/transactions/import/detect': () =>
        jsonResponse(200, {
          format: 'csv',
          accounts: [],
          lines: 1,
          delimiter: ';',
          headers: ['Datum', 'Betrag', 'Text'],
          sampleRows: [['05.01.2026', '-12,50', 'Bakery']],
          dateFormat: 'DD.MM.YYYY',
          decimalSeparator: ',',
        }),
    });
  });

  it('goes upload → mapping (detected) → preview (dry run) → progress → summary with line errors', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ImportWizardModal opened onClose={() => {}} accounts={[account]} defaultAccountId={5} />,
    );

    const file = new File(['Datum;Betrag;Text\n05.01.2026;-12,50;Bakery\n'], 'bank.csv', {
      type: 'text/csv',
    });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    await user.click(screen.getByTestId('import-next'));

    // Mapping: guessed from the headers, formats as detected.
    const mapping = await screen.findByTestId('import-mapping');
    const selects = mapping.querySelectorAll('input:not([type="hidden"])');
    expect(selects[0]).toHaveValue('Datum');
    expect(selects[1]).toHaveValue('Betrag');
    expect(selects[2]).toHaveValue('Text');
    expect(screen.getByTestId('import-date-format')).toHaveValue('DD.MM.YYYY');
    await user.click(screen.getByTestId('import-preview'));

    await screen.findByTestId('import-preview-step');
    expect(importCalls[0]).toMatchObject({
      accountId: '5',
      dryRun: 'true',
      delimiter: ';',
      dateFormat: 'DD.MM.YYYY',
      decimalSeparator: ',',
      mapping: { date: 'Datum', amount: 'Betrag', description: 'Text' },
    });
    expect(screen.getByText('Bakery')).toBeInTheDocument();
    expect(screen.getByTestId('import-errors')).toHaveTextContent('Line 4: Amount is invalid');

    await user.click(screen.getByTestId('import-run'));
    const progress = await screen.findByTestId('import-progress');
    expect(progress).toHaveAttribute('data-phase', 'upload');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    // The progress is also announced, politely, by a live region mounted for the whole wizard.
    const announcer = screen.getByRole('status');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toHaveTextContent('Uploading… 50%');
    release?.();

    const summary = await screen.findByTestId('import-summary');
    expect(importCalls[1]).toMatchObject({ dryRun: 'false' });
    expect(screen.getByTestId('import-imported')).toHaveTextContent('2');
    expect(screen.getByTestId('import-skipped')).toHaveTextContent('1');
    expect(screen.getByTestId('import-duplicates')).toHaveTextContent('0');
    expect(summary).toHaveTextContent('Line 4');
    expect(announcer).toHaveTextContent('Import finished: 2 imported, 1 skipped, 0 duplicates.');
  });

  it('keeps "Next" disabled until a file is chosen', async () => {
    renderWithProviders(<ImportWizardModal opened onClose={() => {}} accounts={[account]} />);
    await waitFor(() => expect(screen.getByTestId('import-next')).toBeDisabled());
  });
});
