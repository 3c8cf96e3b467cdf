import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { priceBodySchema } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardForm } from '../../../components/card-form';
import { CurrencySelect } from '../../../components/currency-select';
import { todayIso } from '../../../lib/format';
import { inputNumber } from '../../../lib/number-input';
import { useFormFlow } from '../../../lib/use-form-flow';
import { useSavePrice } from '../api/prices';

type Field = 'instrument' | 'date' | 'price' | 'currency';
const FIELDS: readonly Field[] = ['instrument', 'date', 'price', 'currency'];

/** The user's own closing price of a day: it wins over an imported one (API.md). */
export function PriceForm({
  instrument,
  onInstrument,
}: {
  instrument: string;
  onInstrument(s: string): void;
}) {
  const { t } = useTranslation();
  const mutation = useSavePrice();
  const [date, setDate] = useState(todayIso());
  const [price, setPrice] = useState<number | string>('');
  const [currency, setCurrency] = useState<string | null>(null);
  const flow = useFormFlow({
    schema: priceBodySchema,
    values: () => ({ instrument, date, price: inputNumber(price), currency }),
    fields: FIELDS,
    send: (body) => mutation.mutateAsync(body),
    onSuccess: () => {
      setPrice('');
      notifications.show({
        color: 'teal',
        message: t('positions.priceSaved'),
        closeButtonProps: { 'aria-label': t('common.close') },
      });
    },
  });
  const errors = flow.fieldErrors;

  return (
    <CardForm
      title={t('positions.addPrice')}
      onSubmit={flow.submit}
      pending={flow.pending}
      testId="price-form"
      saveTestId="price-save"
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('positions.instrument')}
          value={instrument}
          onChange={(e) => onInstrument(e.currentTarget.value.toUpperCase())}
          error={errors.instrument}
          data-testid="price-instrument"
        />
        <TextInput
          type="date"
          label={t('positions.date')}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          error={errors.date}
        />
        <NumberInput
          label={t('positions.price')}
          value={price}
          onChange={setPrice}
          error={errors.price}
          min={0}
          decimalScale={8}
          data-testid="price-value"
        />
        <CurrencySelect
          label={t('positions.currency')}
          description={t('positions.currencyHint')}
          value={currency}
          onChange={setCurrency}
          error={errors.currency}
          clearable
        />
      </SimpleGrid>
    </CardForm>
  );
}
