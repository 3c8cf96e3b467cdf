import { Box, Card, Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import type { NetworthPoint, NetworthSummary } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { tone } from '../../../lib/tones';
import { useFormat } from '../../../lib/use-format';
import { rangeChange, type SeriesKey } from './series-math';

interface Props {
  summary: NetworthSummary;
  points: readonly NetworthPoint[];
}

type CardKey = SeriesKey | 'liquid' | 'illiquid';
const CARDS: readonly CardKey[] = ['netWorth', 'assets', 'liabilities', 'liquid', 'illiquid'];
const IN_SERIES: ReadonlySet<CardKey> = new Set(['netWorth', 'assets', 'liabilities']);

/** Today's figures; the series' first and last points give the change over the selected range. */
export function StatCards({ summary, points }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    // As many columns as cards of at least 9.5rem fit: one at 320 px (or 200 % zoom on a small
    // window), two on a phone, five on a desktop; a fixed two at 320 px cut the figures off.
    <Box
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(9.5rem, 1fr))',
        gap: 'var(--mantine-spacing-sm)',
      }}
    >
      {CARDS.map((key) => {
        const change = IN_SERIES.has(key) ? rangeChange(points, key as SeriesKey) : null;
        // For liabilities a fall is the good direction.
        const good = change ? (key === 'liabilities' ? change.delta < 0 : change.delta > 0) : false;
        const Arrow = change && change.delta < 0 ? IconArrowDownRight : IconArrowUpRight;
        return (
          <Card key={key} withBorder padding="md" data-testid={`stat-${key}`}>
            <Text size="sm" c="dimmed">
              {t(`dashboard.cards.${key}`)}
            </Text>
            {/* A figure longer than its card breaks rather than being cut off. */}
            <Text
              fz="xl"
              fw={700}
              style={{ overflowWrap: 'anywhere' }}
              data-testid={`stat-${key}-value`}
            >
              <bdi>{format.money(summary[key], summary.currency)}</bdi>
            </Text>
            {change && change.delta !== 0 ? (
              <Group gap={4} c={tone(good ? 1 : -1)} wrap="nowrap">
                <Arrow size={16} style={{ flexShrink: 0 }} aria-hidden="true" />
                <Text size="xs" c="inherit">
                  <bdi>{format.signedMoney(change.delta, summary.currency)}</bdi>
                  {change.ratio !== null && (
                    <>
                      {' '}
                      (<bdi>{format.percent(change.ratio)}</bdi>)
                    </>
                  )}
                </Text>
              </Group>
            ) : (
              <Text size="xs" c="dimmed">
                {IN_SERIES.has(key)
                  ? t('dashboard.noChange')
                  : t('dashboard.shareOfAssets', {
                      percent: format.share(summary.assets > 0 ? summary[key] / summary.assets : 0),
                    })}
              </Text>
            )}
          </Card>
        );
      })}
    </Box>
  );
}
