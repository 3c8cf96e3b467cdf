import { Badge, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Account, StatementDetectAccount, StatementImportResult } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../../lib/use-format';
import { fileAccountLabel } from '../../../../../components/import/file-account-label';

type Row = StatementImportResult['reconciliation'][number];

/**
 * The balance the bank states at the statement's end beside the account's own on that day, once
 * booked: a difference other than 0 means a line is missing or extra, so it stands out.
 */
export function ReconciliationList({
  rows,
  fileAccounts,
  accounts,
}: {
  rows: readonly Row[];
  fileAccounts: readonly StatementDetectAccount[];
  accounts: readonly Account[];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (rows.length === 0) return null;
  const byId = new Map(accounts.map((a) => [a.id, a]));
  return (
    <Stack gap="xs" data-testid="statement-reconciliation">
      <Text fw={600} size="sm">
        {t('transactions.import.statement.reconciliation.title')}
      </Text>
      {rows.map((r) => {
        const account = byId.get(r.accountId);
        const money = (n: number) =>
          account ? format.money(n, account.currency) : format.number(n, 2);
        const off = r.difference !== 0;
        const figures = [
          ['stated', r.stated],
          ['booked', r.booked],
          ['difference', r.difference],
        ] as const;
        return (
          <Fieldset
            key={`${r.account}-${r.accountId}`}
            variant="filled"
            legend={
              <bdi>
                {account?.name ??
                  fileAccountLabel(
                    t,
                    fileAccounts.find((a) => a.ref === r.account),
                  )}
              </bdi>
            }
            data-testid={`reconciliation-${r.accountId}`}
            data-difference={r.difference}
          >
            <Group justify="space-between" gap="xs" mb="xs" wrap="wrap">
              <Text size="xs" c="dimmed">
                {t('transactions.import.statement.reconciliation.on', {
                  date: format.date(r.date),
                })}
              </Text>
              <Badge color={off ? 'red' : 'teal'} variant="light">
                {off
                  ? t('transactions.import.statement.reconciliation.off')
                  : t('transactions.import.statement.reconciliation.matches')}
              </Badge>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
              {figures.map(([key, value]) => (
                <Stack key={key} gap={0}>
                  <Text size="xs" c="dimmed">
                    {t(`transactions.import.statement.reconciliation.${key}`)}
                  </Text>
                  <Text
                    fw={key === 'difference' && off ? 700 : 500}
                    c={key === 'difference' && off ? 'red' : undefined}
                    data-testid={`reconciliation-${key}`}
                  >
                    {money(value)}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
