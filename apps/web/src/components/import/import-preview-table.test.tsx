import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ImportPreviewTable, type PreviewColumn } from './import-preview-table';

interface Row {
  line: number;
  duplicate?: boolean;
  name: string;
  amount: string;
}

const columns: PreviewColumn<Row>[] = [
  { label: 'Amount', cell: (r) => r.amount, end: true },
  { label: 'Name', cell: (r) => r.name, badge: true },
];

describe('ImportPreviewTable', () => {
  it('numbers the lines, and badges a duplicate in the column that names it', () => {
    renderWithProviders(
      <ImportPreviewTable
        rows={[
          { line: 2, name: 'Rent', amount: '900' },
          { line: 3, name: 'Rent again', amount: '900', duplicate: true },
        ]}
        columns={columns}
        duplicateLabel="Already imported"
        minWidth={300}
        testId="preview"
      />,
    );
    const rows = within(screen.getByTestId('preview')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '#AmountName',
      '2900Rent',
      '3900Rent again Already imported',
    ]);
    // The badge sits in the named column, not beside the figure.
    const cells = within(rows[2]!).getAllByRole('cell');
    expect(cells[2]!.textContent).toContain('Already imported');
    expect(cells[1]!.textContent).toBe('900');
  });
});
