import { Group, Stack, Text } from '@mantine/core';
import type { DashboardHome } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { arrow, tone } from '../../../../lib/tones';
import { useFormat } from '../../../../lib/use-format';
import { Figure } from '../home-card';

type Investments = NonNullable<DashboardHome['cards']['investments']>;

/** Value, today's and this year's change, the year's time-weighted return, the top movers. */
export function InvestmentsCardBody({ card, currency }: { card: Investments; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const signed = (value: number) => (
    <Text span inherit c={tone(value)}>
      <bdi>
        {arrow(value)}
        {format.signedMoney(value, currency)}
      </bdi>
    </Text>
  );
  return (
    <Stack gap={6}>
      <Text
        fz="xl"
        fw={700}
        style={{ overflowWrap: 'anywhere' }}
        data-testid="home-investments-value"
      >
        <bdi>{format.money(card.value, currency)}</bdi>
      </Text>
      {card.dayChange !== null && (
        <Figure label={t('home.investments.today')}>{signed(card.dayChange)}</Figure>
      )}
      <Figure label={t('home.investments.ytd')} testId="home-investments-ytd">
        {signed(card.ytdChange)}
      </Figure>
      <Figure label={t('home.investments.twr')} testId="home-investments-twr">
        <Text span inherit c={tone(card.twrYtd)}>
          <bdi>{format.percent(card.twrYtd / 100)}</bdi>
        </Text>
      </Figure>
      {card.topMovers.length > 0 && (
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('home.investments.movers')}
          </Text>
          {card.topMovers.map((m) => (
            <Group key={`${m.accountId}-${m.instrument}`} justify="space-between" gap="xs">
              <Text size="sm">{m.instrument}</Text>
              <Text size="sm" c={tone(m.unrealizedPct)}>
                <bdi>{m.unrealizedPct === null ? '—' : format.percent(m.unrealizedPct / 100)}</bdi>
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      {card.stalePrices.length > 0 && (
        <Text size="xs" c="orange.9" data-testid="home-investments-stale">
          {t('home.investments.stale', { list: card.stalePrices.join(', ') })}
        </Text>
      )}
    </Stack>
  );
}
