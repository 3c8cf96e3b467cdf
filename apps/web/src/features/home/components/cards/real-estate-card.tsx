import { Group, Stack, Text } from '@mantine/core';
import type { DashboardHome } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { tone } from '../../../../lib/tones';
import { useFormat } from '../../../../lib/use-format';

type RealEstate = NonNullable<DashboardHome['cards']['realEstate']>;

/** Each property's equity and net yield (its own currency), and the next rent or cost expected. */
export function RealEstateCardBody({ card }: { card: RealEstate }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap={6}>
      {card.properties.map((p) => (
        <Group
          key={p.propertyId}
          justify="space-between"
          gap="xs"
          wrap="wrap"
          data-testid="home-property"
        >
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {p.name}
          </Text>
          <Text size="sm">
            {t('home.realEstate.equity')}{' '}
            <bdi>{p.equity === null ? '—' : format.money(p.equity, p.currency)}</bdi>
            {' · '}
            {t('home.realEstate.netYield')}{' '}
            <Text span inherit c={tone(p.netYield)}>
              <bdi>{p.netYield === null ? '—' : format.percent(p.netYield / 100)}</bdi>
            </Text>
          </Text>
        </Group>
      ))}
      {card.next && (
        <Text size="sm" c="dimmed" data-testid="home-real-estate-next">
          {t(`home.realEstate.next.${card.next.kind}`, {
            name: card.next.name,
            amount: format.money(card.next.amount, card.next.currency),
            date: format.date(card.next.date),
          })}
        </Text>
      )}
    </Stack>
  );
}
