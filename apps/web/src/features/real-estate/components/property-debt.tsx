import { ActionIcon, Anchor, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconUnlink } from '@tabler/icons-react';
import type { Property } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showErrorToast } from '../../../lib/error-toasts';
import { PATHS } from '../../../lib/paths';
import { useLinkLoan, useLoansList } from '../../../lib/queries/loans-list';
import { useFormat } from '../../../lib/use-format';
import { useMetrics } from '../api/metrics';
import { metricPercent } from './percent';

/**
 * The debt secured on a property: each linked borrowed loan, named and linked to its
 * schedule, with its outstanding balance; the property's equity and LTV today (the metrics' own
 * figures, last 12 months); and a mortgage picked or unlinked here, as in the loan form.
 */
export function PropertyDebt({ property }: { property: Property }) {
  const { t } = useTranslation();
  const format = useFormat();
  const loans = useLoansList();
  const { data: metrics } = useMetrics(property.id, null);
  const link = useLinkLoan();
  const all = loans.data ?? [];
  const linked = all.filter((l) => property.loanIds.includes(l.id));
  // Borrowed loans not secured on any property yet.
  const free = all.filter((l) => l.direction === 'BORROWED' && l.propertyId == null);
  const setLink = (loanId: number, propertyId: number | null) =>
    link.mutate({ loanId, propertyId }, { onError: (error) => showErrorToast(error) });
  return (
    <Card withBorder padding="md" data-testid="property-debt">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('realEstate.debt.title')}
        </Title>
        {linked.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('realEstate.debt.none')}
          </Text>
        ) : (
          linked.map((loan) => (
            <Group key={loan.id} justify="space-between" gap="xs" data-testid="property-loan">
              <Text size="sm">
                <Anchor underline="always" component={Link} to={`${PATHS.loans}?loan=${loan.id}`}>
                  {loan.name}
                </Anchor>
                {' · '}
                {t('realEstate.debt.outstanding', {
                  amount: format.money(loan.outstanding, loan.currency),
                })}
              </Text>
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={t('realEstate.debt.unlink', { name: loan.name })}
                onClick={() => setLink(loan.id, null)}
                data-testid="property-loan-unlink"
              >
                <IconUnlink size={15} />
              </ActionIcon>
            </Group>
          ))
        )}
        {metrics ? (
          <Text size="sm" data-testid="property-equity">
            {t('realEstate.metrics.equity')}:{' '}
            {metrics.equity === null ? '—' : format.money(metrics.equity, property.currency)}
            {' · '}
            {t('realEstate.metrics.ltv')}: {metricPercent(metrics.ltv, format.locale)}
          </Text>
        ) : null}
        {free.length > 0 ? (
          <Select
            label={t('realEstate.debt.link')}
            description={t('realEstate.debt.linkHint')}
            data={free.map((l) => ({ value: String(l.id), label: l.name }))}
            value={null}
            onChange={(v) => v && setLink(Number(v), property.id)}
            maw={320}
            data-testid="property-loan-link"
          />
        ) : null}
      </Stack>
    </Card>
  );
}
