import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { DEFAULT_CURRENCY, type TradeStats } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { tone } from '../../../lib/tones';

/**
 * The journal's headline figures: net P&L and drawdown count every exit on its day (partial exits
 * of open trades too, said beside the figure), the others closed trades. Gains and losses carry
 * their sign (and an arrow), never colour alone.
 */
export function TradeStatsCards({ stats }: { stats: TradeStats | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const currency = stats?.currency ?? DEFAULT_CURRENCY;
  const none = t('trading.stats.none');
  const signed = (v: number) =>
    `${v > 0 ? '▲ ' : v < 0 ? '▼ ' : ''}${format.signedMoney(v, currency)}`;
  const partial = stats?.openRealizedPnl ?? 0;
  const cards = [
    {
      key: 'netPnl',
      value: stats ? signed(stats.netPnl) : none,
      tone: stats ? Math.sign(stats.netPnl) : 0,
      note: partial
        ? t('trading.stats.openRealized', { amount: format.signedMoney(partial, currency) })
        : undefined,
    },
    {
      key: 'winRate',
      value: stats && stats.count ? format.share(stats.winRate / 100) : none,
      tone: 0,
    },
    {
      key: 'profitFactor',
      value: stats?.profitFactor != null ? format.number(stats.profitFactor, 2) : none,
      tone: 0,
    },
    {
      key: 'expectancy',
      value: stats && stats.count ? signed(stats.expectancy) : none,
      tone: stats ? Math.sign(stats.expectancy) : 0,
    },
    {
      key: 'maxDrawdown',
      value: stats?.maxDrawdown ? format.money(stats.maxDrawdown, currency) : none,
      tone: 0,
    },
    {
      key: 'averageR',
      value:
        stats?.averageR != null
          ? t('trading.drawer.rMultiple', { r: format.number(stats.averageR, 2) })
          : none,
      tone: 0,
    },
  ];
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        {cards.map((c) => (
          <Card key={c.key} withBorder padding="sm" data-testid={`trade-stat-${c.key}`}>
            <Text size="xs" c="dimmed">
              {t(`trading.stats.${c.key}`)}
            </Text>
            <Text fw={700} size="lg" c={tone(c.tone)}>
              {c.value}
            </Text>
            {'note' in c && c.note && (
              <Text size="xs" c="dimmed" data-testid={`trade-stat-${c.key}-note`}>
                {c.note}
              </Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
      {stats && (
        <Text size="xs" c="dimmed">
          {t('trading.stats.counts', {
            // Formatted, so Arabic shows Arabic-Indic digits like every other figure.
            wins: format.number(stats.wins, 0),
            losses: format.number(stats.losses, 0),
            breakeven: format.number(stats.breakeven ?? 0, 0),
          })}{' '}
          · {t('trading.stats.conventions', { currency })}
        </Text>
      )}
    </Stack>
  );
}
