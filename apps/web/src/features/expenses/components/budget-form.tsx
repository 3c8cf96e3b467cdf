import { Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { BUDGET_ROLLOVERS, type BudgetRollover, putBudgetBodySchema } from '@wealthlog/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../lib/error-toasts';
import { serverFormErrors, zodFieldErrors, type FormErrors } from '../../../lib/field-messages';
import { inputNumber } from '../../../lib/number-input';
import { useCategories, useSetBudget } from '../api/expenses';

type Field = 'category' | 'amount' | 'rollover';
const FIELDS: readonly Field[] = ['amount', 'rollover'];

export interface BudgetDraft {
  category: string;
  amount: number;
  rollover: BudgetRollover;
}

/** Sets a category's budget from the month shown on (PUT /api/budgets/{category}). */
export function BudgetForm({ month, draft }: { month: string; draft: BudgetDraft | null }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const mutation = useSetBudget();
  const [category, setCategory] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | string>('');
  const [rollover, setRollover] = useState<BudgetRollover>('NONE');
  const [errors, setErrors] = useState<FormErrors<Field>>({});

  useEffect(() => {
    if (!draft) return;
    setCategory(draft.category);
    setAmount(draft.amount);
    setRollover(draft.rollover);
  }, [draft]);

  const options = (categories.data ?? [])
    .filter((c) => c.kind === 'EXPENSE')
    .map((c) => ({ value: c.name, label: c.name }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!category) return setErrors({ category: t('expenses.chooseCategory') });
    const parsed = putBudgetBodySchema.safeParse({
      amount: inputNumber(amount),
      rollover,
      from: month,
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, t));
    setErrors({});
    mutation.mutate(
      { category, amount: parsed.data.amount, rollover, from: month },
      {
        onSuccess: () => setAmount(''),
        onError: (error) => {
          const fieldErrors = serverFormErrors(error, FIELDS, t);
          if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
          else showErrorToast(error);
        },
      },
    );
  };

  return (
    <Card withBorder padding="md">
      <form onSubmit={submit} noValidate data-testid="budget-form">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('expenses.setBudget')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label={t('expenses.category')}
              data={options}
              value={category}
              onChange={setCategory}
              error={errors.category}
              searchable
              data-testid="budget-category"
            />
            <NumberInput
              label={t('expenses.amount')}
              value={amount}
              onChange={setAmount}
              error={errors.amount}
              min={0}
              decimalScale={2}
              data-testid="budget-amount"
            />
            <Select
              label={t('expenses.rollover')}
              data={BUDGET_ROLLOVERS.map((r) => ({
                value: r,
                label: t(`expenses.rollovers.${r}`),
              }))}
              value={rollover}
              onChange={(v) => v && setRollover(v as BudgetRollover)}
              error={errors.rollover}
              allowDeselect={false}
              data-testid="budget-rollover"
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending} data-testid="budget-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
