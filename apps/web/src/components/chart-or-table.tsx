import { SegmentedControl, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from './chart-summary';
import { ScrollRegion } from './scroll-region';

/**
 * A chart with a switch to a table of the same figures (every chart has one, so its figures can be
 * read without sight) and its one-line summary under either view: the chart's colours are never the
 * only way to read it.
 */
export function ChartOrTable({
  label,
  summary,
  chart,
  table,
  viewTestId,
  testId,
}: {
  /** Names the switch, the figure and the table's scroll region. */
  label: string;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
  viewTestId?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Stack gap="xs" data-testid={testId}>
      <SegmentedControl
        size="xs"
        value={view}
        onChange={(v) => setView(v as 'chart' | 'table')}
        data={[
          { value: 'chart', label: t('reports.viewChart') },
          { value: 'table', label: t('reports.viewTable') },
        ]}
        aria-label={label}
        style={{ alignSelf: 'flex-start' }}
        data-testid={viewTestId}
      />
      {view === 'chart' ? (
        <ChartFigure label={label} summary={summary}>
          {chart}
        </ChartFigure>
      ) : (
        <ScrollRegion label={label}>
          {table}
          <Text size="sm" c="dimmed" mt={4} dir="auto" data-testid="chart-summary">
            {summary}
          </Text>
        </ScrollRegion>
      )}
    </Stack>
  );
}
