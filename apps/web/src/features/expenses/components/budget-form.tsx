import { Select, SimpleGrid } from '@mantine/core';
import { BUDGET_ROLLOVERS, type BudgetRollover, putBudgetBodySchema } from '@wealthlog/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CardForm } from '../../../components/card-form';
import { MoneyInput } from '../../../components/money-input';
import { inputNumber } from '../../../lib/number-input';
import { useFormFlow } from '../../../lib/use-form-flow';
import { useCategories, useSetBudget } from '../api/expenses';

type Field = 'category' | 'amount' | 'rollover';
const FIELDS: readonly Field[] = ['amount', 'rollover'];

export interface BudgetDraft {
  category: string;
  amount: number;
  rollover: BudgetRollover;
}

/**
 * Sets a category's budget from the month shown on (PUT /api/budgets/{category}). Budgets are in
 * the base currency: `currency` is the one the month's budgets came in (unknown while loading).
 */
export function BudgetForm({
  month,
  draft,
  currency,
}: {
  month: string;
  draft: BudgetDraft | null;
  currency: string | undefined;
}) {
  const { t } = useTranslation();
  const categories = useCategories();
  const mutation = useSetBudget();
  const [category, setCategory] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | string>('');
  const [rollover, setRollover] = useState<BudgetRollover>('NONE');
  const flow = useFormFlow({
    schema: putBudgetBodySchema,
    values: () => ({ amount: inputNumber(amount), rollover, from: month }),
    fields: FIELDS,
    send: (body) =>
      mutation.mutateAsync({
        category: category ?? '',
        amount: body.amount,
        rollover,
        from: month,
      }),
    onSuccess: () => setAmount(''),
  });
  const errors = flow.fieldErrors;

  useEffect(() => {
    if (!draft) return;
    setCategory(draft.category);
    setAmount(draft.amount);
    setRollover(draft.rollover);
  }, [draft]);

  const options = (categories.data ?? [])
    .filter((c) => c.kind === 'EXPENSE')
    .map((c) => ({ value: c.name, label: c.name }));

  // The category is the request's path, not its body: the schema cannot ask for it.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!category) return flow.setFieldErrors({ category: t('expenses.chooseCategory') });
    flow.submit();
  };

  return (
    <CardForm
      title={t('expenses.setBudget')}
      onSubmit={submit}
      pending={flow.pending}
      testId="budget-form"
      saveTestId="budget-save"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('expenses.category')}
          data={options}
          value={category}
          onChange={setCategory}
          error={errors.category}
          searchable
          // Closed until the categories have come: an empty list opened early stayed empty.
          disabled={categories.isPending}
          data-testid="budget-category"
        />
        <MoneyInput
          label={t('expenses.amount')}
          currency={currency}
          value={amount}
          onChange={setAmount}
          error={errors.amount}
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
    </CardForm>
  );
}
