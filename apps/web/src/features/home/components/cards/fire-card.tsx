import { Progress, Stack, Text } from '@mantine/core';
import type { DashboardHome } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format';

type Fire = NonNullable<DashboardHome['cards']['fire']>;

/** Progress to the FIRE number as a bar, and the year the forecast reaches it. */
export function FireCardBody({ card, currency }: { card: Fire; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const share = format.share(card.progressPct / 100);
  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="home-fire-progress">
        {t('home.fire.progress', {
          percent: share,
          target: format.money(card.fireNumber, currency),
        })}
      </Text>
      <Progress
        value={Math.max(0, Math.min(100, card.progressPct))}
        color="teal.8"
        aria-label={t('home.fire.bar', { percent: share })}
      />
      <Text size="sm" c="dimmed" data-testid="home-fire-year">
        {card.projectedYear !== null
          ? // A year, not a quantity: never grouped ("2,041").
            t('home.fire.projected', { year: String(card.projectedYear) })
          : t('home.fire.notReached')}
      </Text>
    </Stack>
  );
}
