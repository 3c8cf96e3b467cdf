import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DEFAULT_CURRENCY, createFxRateBodySchema } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardForm } from '../../../components/card-form';
import { CurrencySelect } from '../../../components/currency-select';
import { todayIso } from '../../../lib/format';
import { useCreateRate } from '../api/create-rate';
import { inputNumber } from '../../../lib/number-input';
import { useFormFlow } from '../../../lib/use-form-flow';

type Field = 'date' | 'base' | 'quote' | 'rate';
const FIELDS: readonly Field[] = ['date', 'base', 'quote', 'rate'];

/** The user's own rate; it wins over the shared one for that day (API.md). */
export function AddRateForm() {
  const { t } = useTranslation();
  const mutation = useCreateRate();
  const [date, setDate] = useState(todayIso());
  const [base, setBase] = useState<string | null>('USD');
  const [quote, setQuote] = useState<string | null>(DEFAULT_CURRENCY);
  const [rate, setRate] = useState<number | string>('');
  const flow = useFormFlow({
    schema: createFxRateBodySchema,
    values: () => ({
      date,
      base: base ?? undefined,
      quote: quote ?? undefined,
      rate: inputNumber(rate),
    }),
    fields: FIELDS,
    send: (body) => mutation.mutateAsync(body),
    onSuccess: () => {
      setRate('');
      notifications.show({ color: 'teal', message: t('rates.added') });
    },
  });
  const errors = flow.fieldErrors;
  const reading =
    base && quote && typeof rate === 'number' ? t('rates.reads', { base, quote, rate }) : '';

  return (
    <CardForm
      title={t('rates.addTitle')}
      onSubmit={flow.submit}
      pending={flow.pending}
      testId="rate-form"
      saveTestId="rate-save"
      aside={<span>{reading}</span>}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          type="date"
          label={t('rates.date')}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          error={errors.date}
        />
        <NumberInput
          label={t('rates.rate')}
          value={rate}
          onChange={setRate}
          error={errors.rate}
          min={0}
          decimalScale={10}
          data-testid="rate-value"
        />
        <CurrencySelect
          label={t('rates.base')}
          value={base}
          onChange={setBase}
          error={errors.base}
        />
        <CurrencySelect
          label={t('rates.quote')}
          value={quote}
          onChange={setQuote}
          error={errors.quote}
        />
      </SimpleGrid>
    </CardForm>
  );
}
