import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { PositionsTable } from '../components/positions-table';
import { PriceForm } from '../components/price-form';
import { PriceImportButton } from '../components/price-import';
import { PriceHistory } from '../components/price-history';

/** /trading/positions: what the open trades are worth, and the prices they are valued at. */
export function HoldingsPage() {
  const { t } = useTranslation();
  // ?instrument=: a link (the home's stale-price item) opens the prices of that instrument.
  const [params] = useSearchParams();
  const [instrument, setInstrument] = useState(() => params.get('instrument') ?? '');
  return (
    <Stack gap="md" data-testid="page-positions">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('positions.title')}</Title>
          <Text c="dimmed" size="sm" maw={720}>
            {t('positions.intro')}
          </Text>
        </Stack>
        <Group gap="md">
          <PriceImportButton />
          <Anchor component={Link} to={PATHS.performance} data-testid="performance-link">
            {t('performance.title')}
          </Anchor>
          <Anchor component={Link} to={PATHS.trading}>
            {t('positions.backToJournal')}
          </Anchor>
        </Group>
      </Group>
      <PositionsTable />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PriceForm instrument={instrument} onInstrument={setInstrument} />
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {instrument ? t('positions.pricesOf', { instrument }) : t('positions.latestPrices')}
            </Title>
            <PriceHistory instrument={instrument || null} />
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
