import { Alert, Group, Stack, Text } from '@mantine/core';
import type { DashboardHome } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format';

type Upcoming = NonNullable<DashboardHome['cards']['upcoming']>;

/** How many of the next 14 days' items are listed before "and N more". */
const SHOWN = 5;

/** The next 14 days: what is due, whether it posts itself, and the lowest liquid balance ahead. */
export function UpcomingCardBody({ card, currency }: { card: Upcoming; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const due = card.items.filter((i) => i.status === 'DUE');
  return (
    <Stack gap="xs">
      {due.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('home.upcoming.none')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {due.slice(0, SHOWN).map((i) => (
            <Group
              key={`${i.source}-${i.recurringId ?? i.loanId ?? i.propertyId}-${i.date}`}
              component="li"
              justify="space-between"
              gap="xs"
              wrap="wrap"
              data-testid="home-upcoming-item"
            >
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <time dateTime={i.date}>{format.date(i.date, 'short')}</time> · {i.name}
                {!i.autoPost && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    ({t('home.upcoming.byHand')})
                  </Text>
                )}
              </Text>
              <Text size="sm" fw={600}>
                {/* As the upcoming list shows it: the amount, its direction in the item's kind. */}
                <bdi>{format.money(i.amount, i.currency)}</bdi>
              </Text>
            </Group>
          ))}
          {due.length > SHOWN && (
            <Text size="xs" c="dimmed">
              {t('home.upcoming.more', { count: due.length - SHOWN })}
            </Text>
          )}
        </Stack>
      )}
      {card.lowestBalance !== null &&
        card.lowestDate !== null &&
        (card.belowZero ? (
          <Alert color="red" p="xs" data-testid="home-upcoming-below-zero">
            {t('home.upcoming.belowZero', {
              amount: format.money(card.lowestBalance, currency),
              date: format.date(card.lowestDate),
            })}
          </Alert>
        ) : (
          <Text size="sm" c="dimmed" data-testid="home-upcoming-lowest">
            {t('home.upcoming.lowest', {
              amount: format.money(card.lowestBalance, currency),
              date: format.date(card.lowestDate),
            })}
          </Text>
        ))}
    </Stack>
  );
}
