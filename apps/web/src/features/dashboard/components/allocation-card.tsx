import { DonutChart } from '@mantine/charts';
import { Card, ColorSwatch, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSharesSentence } from '../../../components/chart-summary';
import { summarizeShares } from '../../../lib/chart-summary';
import { useFormat } from '../../../lib/use-format';

const COLORS = [
  'wealth.6',
  'blue.6',
  'grape.6',
  'orange.6',
  'cyan.6',
  'pink.6',
  'lime.7',
  'indigo.6',
  'yellow.7',
  'gray.6',
];

interface Props {
  title: string;
  /** Label → value in the base currency: the slices (positive ones; a negative one is listed). */
  values: Record<string, number>;
  /** Label → what is owed (a magnitude), listed under the slices as a negative figure. */
  owed?: Record<string, number>;
  currency: string;
  label: (key: string) => string;
  testId: string;
}

/**
 * A donut of the positive holdings and a legend with every value (a negative one, a loan say,
 * cannot be a slice, but is still listed). With `owed` (the dashboard's by-type card: the assets
 * by type, core's netWorthComposition), the slices add up to the Assets card's figure and the debts
 * are listed beside them.
 */
export function AllocationCard({ title, values, owed = {}, currency, label, testId }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const entries = [
    ...Object.entries(values)
      .filter(([, v]) => v !== 0)
      .sort((a, b) => b[1] - a[1]),
    ...Object.entries(owed)
      .filter(([, v]) => v !== 0)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => [`owed:${k}`, -v] as [string, number]),
  ];
  const labelOf = (k: string) => (k.startsWith('owed:') ? label(k.slice(5)) : label(k));
  const positive = entries.filter(([, v]) => v > 0);
  const total = positive.reduce((s, [, v]) => s + v, 0);
  const data = positive.map(([k, v], i) => ({
    name: labelOf(k),
    value: v,
    color: COLORS[i % COLORS.length]!,
  }));
  const summaryId = useId();
  const summary = useSharesSentence()(title, summarizeShares(data), currency);
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('dashboard.noData')}
        </Text>
      ) : (
        // The legend goes under the donut when both do not fit side by side (320 px, zoom).
        <Group align="center" wrap="wrap" gap="md">
          {/* The donut is a figure described by the one-line summary under the legend. */}
          <div role="figure" aria-label={title} aria-describedby={summaryId}>
            <DonutChart
              data={data}
              size={140}
              thickness={22}
              withTooltip
              valueFormatter={(v) => format.money(v, currency)}
            />
          </div>
          <Stack gap={6} style={{ flex: '1 1 12rem', minWidth: 0 }}>
            {entries.map(([k, v]) => {
              const index = positive.findIndex(([pk]) => pk === k);
              return (
                <Group key={k} justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                    <ColorSwatch
                      size={10}
                      color={
                        index >= 0
                          ? `var(--mantine-color-${COLORS[index % COLORS.length]!.replace('.', '-')})`
                          : 'var(--mantine-color-red-6)'
                      }
                    />
                    <Text size="sm" truncate>
                      {labelOf(k)}
                    </Text>
                  </Group>
                  <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                    <bdi>{format.money(v, currency)}</bdi>
                    {v > 0 && total > 0 && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        {format.share(v / total)}
                      </Text>
                    )}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        </Group>
      )}
      {entries.length > 0 && (
        <Text id={summaryId} size="sm" c="dimmed" mt="sm" data-testid="chart-summary">
          {summary}
        </Text>
      )}
    </Card>
  );
}
