import { Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Loan } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDeleteLoan, useLoans } from '../api/loans';
import { LoanCard } from '../components/loan-card';
import { LoanDetail } from '../components/loan-detail';
import { LoanFormModal } from '../components/loan-form-modal';
import { OwesTotals } from '../components/owes-totals';
import { confirmDanger } from '../../../components/confirm-danger';

/**
 * /loans: every loan owed or owed to me, its schedule, payments and what-ifs; ?loan=id opens one.
 */
export function LoansPage() {
  const { t } = useTranslation();
  const loans = useLoans();
  const remove = useDeleteLoan();
  const [editing, setEditing] = useState<Loan | null | 'new'>(null);
  // ?loan=id opens that loan's schedule (the property page links its mortgage here).
  const [params] = useSearchParams();
  const [selectedId, setSelectedId] = useState<number | null>(
    () => Number(params.get('loan')) || null,
  );
  const list = loans.data ?? [];
  const selected = list.find((l) => l.id === selectedId) ?? null;

  const confirmDelete = (loan: Loan) =>
    confirmDanger(t, {
      title: t('loans.deleteTitle', { name: loan.name }),
      body: t('loans.deleteText'),
      confirm: t('common.delete'),
      onConfirm: () => remove.mutate(loan.id),
    });

  return (
    <Stack gap="md" data-testid="page-loans">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('pages.loans')}</Title>
          <Text c="dimmed" size="sm" maw={720}>
            {t('loans.intro')}
          </Text>
        </Stack>
        <Button onClick={() => setEditing('new')} data-testid="loan-new">
          {t('loans.new')}
        </Button>
      </Group>
      <OwesTotals />
      {loans.isPending && <Loader />}
      {loans.data && list.length === 0 && <Text c="dimmed">{t('loans.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {list.map((loan) => (
          <LoanCard
            key={loan.id}
            loan={loan}
            selected={loan.id === selectedId}
            onSelect={() => setSelectedId(loan.id === selectedId ? null : loan.id)}
            onEdit={() => setEditing(loan)}
            onDelete={() => confirmDelete(loan)}
          />
        ))}
      </SimpleGrid>
      {selected && <LoanDetail key={selected.id} loan={selected} />}
      {editing && (
        <LoanFormModal loan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
