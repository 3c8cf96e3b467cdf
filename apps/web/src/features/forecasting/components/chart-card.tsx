import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../../components/chart-summary';
import { ScrollRegion } from '../../../components/scroll-region';

export interface TableColumn<R> {
  key: string;
  label: string;
  cell(row: R): ReactNode;
  numeric?: boolean;
}

/**
 * A titled card whose chart has a table view of the same figures (every chart has one) and a
 * one-line summary, shown under either view.
 */
export function ChartCard<R>({
  title,
  testId,
  chartTestId,
  chart,
  rows,
  columns,
  rowKey,
  extra,
  summary,
}: {
  title: string;
  testId: string;
  /** The drawing's own test id (its figure, left to right in every locale). */
  chartTestId?: string;
  chart: ReactNode;
  rows: R[];
  columns: TableColumn<R>[];
  rowKey(row: R): string;
  extra?: ReactNode;
  summary: string;
}) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Button
            variant="subtle"
            size="xs"
            onClick={() => setAsTable((v) => !v)}
            aria-pressed={asTable}
            data-testid={`${testId}-toggle`}
          >
            {asTable ? t('forecast.showChart') : t('forecast.showTable')}
          </Button>
        </Group>
        {extra}
        {asTable ? (
          <ScrollRegion label={title} maxHeight={360}>
            <Table striped stickyHeader data-testid={`${testId}-table`}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c.key} ta={c.numeric ? 'end' : undefined}>
                      {c.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={rowKey(r)}>
                    {columns.map((c) => (
                      <Table.Td key={c.key} ta={c.numeric ? 'end' : undefined}>
                        {c.cell(r)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="sm" c="dimmed" mt={4} data-testid="chart-summary">
              {summary}
            </Text>
          </ScrollRegion>
        ) : (
          <ChartFigure label={title} summary={summary} testId={chartTestId}>
            {chart}
          </ChartFigure>
        )}
      </Stack>
    </Card>
  );
}
