import { Badge, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormat } from '../../lib/use-format';
import { ScrollRegion } from '../scroll-region';

/** A line of an import's dry run: its number in the file, and whether it is already there. */
export interface PreviewRow {
  line: number;
  duplicate?: boolean;
}

/**
 * One column of the preview: its heading, its cell, whether it is a figure (end-aligned), and
 * whether a duplicate's badge follows its text (the column that names the line).
 */
export interface PreviewColumn<R> {
  label: string;
  cell: (row: R) => ReactNode;
  end?: boolean;
  badge?: boolean;
}

/**
 * The dry run's lines as a table, as every CSV import shows them (transactions, trades, prices):
 * the line number first, a duplicate dimmed and badged (`duplicateLabel`) in its `badge` column.
 */
export function ImportPreviewTable<R extends PreviewRow>({
  rows,
  columns,
  duplicateLabel,
  minWidth,
  testId,
  label,
}: {
  rows: readonly R[];
  columns: readonly PreviewColumn<R>[];
  duplicateLabel: string;
  minWidth: number;
  testId?: string;
  /** Names a focusable scroll region, so a keyboard can scroll a table wider than a phone. */
  label?: string;
}) {
  const format = useFormat();
  const table = (
    <Table fz="xs" withTableBorder striped miw={label ? minWidth : undefined} data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>#</Table.Th>
          {columns.map((c) => (
            <Table.Th key={c.label} ta={c.end ? 'end' : undefined}>
              {c.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.line} c={row.duplicate ? 'dimmed' : undefined}>
            <Table.Td>{format.number(row.line, 0)}</Table.Td>
            {columns.map((c) => (
              <Table.Td key={c.label} ta={c.end ? 'end' : undefined}>
                {c.cell(row)}
                {c.badge && row.duplicate && (
                  <>
                    {' '}
                    <Badge size="xs" color="gray">
                      {duplicateLabel}
                    </Badge>
                  </>
                )}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return label ? (
    <ScrollRegion label={label}>{table}</ScrollRegion>
  ) : (
    <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>
  );
}
