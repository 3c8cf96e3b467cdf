import { Stack, Text } from '@mantine/core';
import type { DashboardHome } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { arrow, tone } from '../../../../lib/tones';
import { useFormat } from '../../../../lib/use-format';
import { Figure } from '../home-card';

type Trading = NonNullable<DashboardHome['cards']['trading']>;

/** This month's realised P&L, the win rate, and how many positions are open. */
export function TradingCardBody({ card, currency }: { card: Trading; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap={6}>
      <Figure label={t('home.trading.pnl')} testId="home-trading-pnl">
        <Text span inherit c={tone(card.realisedPnlThisMonth)}>
          <bdi>
            {arrow(card.realisedPnlThisMonth)}
            {format.signedMoney(card.realisedPnlThisMonth, currency)}
          </bdi>
        </Text>
      </Figure>
      <Figure label={t('home.trading.winRate')} testId="home-trading-win-rate">
        <bdi>{format.share(card.winRate / 100)}</bdi>
      </Figure>
      <Figure label={t('home.trading.open')} testId="home-trading-open">
        {format.number(card.openPositions, 0)}
      </Figure>
    </Stack>
  );
}
