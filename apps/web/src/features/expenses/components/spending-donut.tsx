import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../api/expenses';
import { SERIES_COLORS } from './series-colors';

export interface Slice {
  /** What the slice is (a category's name when the report is by category). */
  name: string;
  value: number;
}

/** A theme colour ('teal.6') or a CSS one ('#2e7d32') as CSS, for the legend's swatches. */
const cssColor = (c: string) =>
  c.startsWith('#') ? c : `var(--mantine-color-${c.replace('.', '-')})`;

/**
 * The spending donut with its legend: each slice and its swatch in the category's own
 * colour when the report is by category (the colour the budgets and the category list show),
 * else, and for a category without one, the page's series colours in order.
 */
export function SpendingDonut({
  slices,
  byCategory,
  money,
}: {
  slices: Slice[];
  byCategory: boolean;
  money: (v: number) => string;
}) {
  const { t } = useTranslation();
  const categories = useCategories();
  const own = new Map((categories.data ?? []).map((c) => [c.name.toLowerCase(), c.color] as const));
  const data = slices.map((s, n) => ({
    name: s.name,
    value: s.value,
    color:
      (byCategory && own.get(s.name.toLowerCase())) || SERIES_COLORS[n % SERIES_COLORS.length]!,
  }));

  return (
    <Group align="center" justify="center" wrap="wrap" gap="lg">
      <DonutChart
        data={data}
        size={180}
        thickness={26}
        withTooltip
        valueFormatter={(v) => money(v)}
      />
      <Stack
        gap={6}
        style={{ flex: '0 1 16rem', minWidth: 0 }}
        role="list"
        aria-label={t('reports.legend')}
        data-testid="donut-legend"
      >
        {data.map((d) => (
          <Group key={d.name} justify="space-between" wrap="nowrap" gap="xs" role="listitem">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <ColorSwatch size={10} color={cssColor(d.color)} data-color={d.color} />
              <Text size="sm" truncate>
                {d.name}
              </Text>
            </Group>
            <Text size="sm" fw={600}>
              {money(d.value)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
