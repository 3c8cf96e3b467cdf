import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { pipSizeOf, type Trade, tradePips } from '@wealthlog/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useInstruments } from '../api/instruments';
import { arrow, tone } from '../../../lib/tones';

function Unit({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Paper withBorder p="xs" radius="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * A trade's realised result four ways: money, R (with a stop), percent of entry value and, when
 * the instrument has a pip size (FX, or one the user stored), pips — each convention said beside.
 */
export function TradeUnits({ trade }: { trade: Trade }) {
  const { t } = useTranslation();
  const format = useFormat();
  const instruments = useInstruments();
  const stored = instruments.data?.find((i) => i.symbol === trade.instrument.toUpperCase());
  const pipSize = pipSizeOf(trade.instrument, trade.assetClass, stored?.pipSize);
  const pips = pipSize && tradePips(trade, pipSize);
  if (trade.realizedPnl === null) {
    return (
      <Text size="sm" c="dimmed" data-testid="drawer-units-none">
        {t('trading.units.noExit')}
      </Text>
    );
  }
  const dash = t('trading.stats.none');
  return (
    <div data-testid="drawer-units">
      <SimpleGrid cols={{ base: 2, sm: pips ? 4 : 3 }} spacing="xs">
        <Unit
          label={t('trading.units.money', { currency: trade.currency })}
          testId="drawer-pnl"
          value={
            <Text span inherit c={tone(trade.realizedPnl)}>
              {arrow(trade.realizedPnl)}
              {format.signedMoney(trade.realizedPnl, trade.currency)}
            </Text>
          }
        />
        <Unit
          label={t('trading.units.r')}
          testId="drawer-r"
          value={trade.rMultiple === null ? dash : format.signedNumber(trade.rMultiple, 2)}
        />
        <Unit
          label={t('trading.units.percent')}
          testId="drawer-percent"
          value={trade.returnPct === null ? dash : format.percent(trade.returnPct / 100)}
        />
        {pips && (
          <Unit
            label={t('trading.units.pips')}
            testId="drawer-pips"
            value={format.signedNumber(pips.toDecimalPlaces(1).toNumber(), 1)}
          />
        )}
      </SimpleGrid>
      <Group gap={4} mt={4}>
        <Text size="xs" c="dimmed" data-testid="drawer-units-conventions">
          {t('trading.units.conventions')}
          {trade.rMultiple === null ? ` ${t('trading.units.noStop')}` : ''}
          {pips
            ? ` ${t('trading.units.pipsNote', { pip: format.number(pipSize.toNumber(), 12) })}`
            : ''}
          {trade.openQuantity > 0 ? ` ${t('trading.units.partial')}` : ''}
        </Text>
      </Group>
    </div>
  );
}
