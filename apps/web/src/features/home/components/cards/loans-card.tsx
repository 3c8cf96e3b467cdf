import { Stack, Text } from '@mantine/core';
import type { DashboardHome } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format';
import { Figure } from '../home-card';

type Loans = NonNullable<DashboardHome['cards']['loans']>;

/** What is owed each way, the next payment, and the interest paid this year (per currency). */
export function LoansCardBody({ card, currency }: { card: Loans; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap={6}>
      <Figure label={t('home.loans.owedByYou')} testId="home-loans-owed">
        <bdi>{format.money(card.owedByYou, currency)}</bdi>
      </Figure>
      {card.owedToYou > 0 && (
        <Figure label={t('home.loans.owedToYou')} testId="home-loans-lent">
          <bdi>{format.money(card.owedToYou, currency)}</bdi>
        </Figure>
      )}
      {card.interestThisYear.map((i) => (
        <Figure key={i.currency} label={t('home.loans.interest')}>
          <bdi>{format.money(i.amount, i.currency)}</bdi>
        </Figure>
      ))}
      {card.nextPayment && (
        <Text size="sm" c="dimmed" data-testid="home-loans-next">
          {t('home.loans.next', {
            name: card.nextPayment.name,
            amount: format.money(card.nextPayment.amount, card.nextPayment.currency),
            date: format.date(card.nextPayment.date),
          })}
        </Text>
      )}
    </Stack>
  );
}
