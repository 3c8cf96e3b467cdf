import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddRateForm } from '../components/add-rate-form';
import { ImportRatesCard } from '../components/import-rates-card';
import { RatesTable } from '../components/rates-table';

/** /settings/rates: the rates the figures are converted with, the user's own, and ECB imports. */
export function RatesPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="page-rates">
      <Stack gap={4}>
        <Title order={1}>{t('rates.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('rates.intro')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <AddRateForm />
        <ImportRatesCard />
      </SimpleGrid>
      <RatesTable />
    </Stack>
  );
}
