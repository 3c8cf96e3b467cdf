import { Button, Group, NumberInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { createFillBodySchema, FILL_SIDES, type FillSide } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputNumber, type NumberInputValue } from '../../../lib/number-input';
import { useFormFlow } from '../../../lib/use-form-flow';
import { useAddFill } from '../api/add-fill';
import { instantOf, localInputNow } from './date-time';

const FIELDS = ['side', 'quantity', 'price', 'fees', 'date'] as const;

/** Scales a trade in (entry) or out (exit); the server re-books the trade's P&L. */
export function FillForm({ tradeId, openQuantity }: { tradeId: number; openQuantity: number }) {
  const { t } = useTranslation();
  const add = useAddFill(tradeId);
  const [side, setSide] = useState<FillSide>('EXIT');
  const [quantity, setQuantity] = useState<NumberInputValue>(openQuantity || '');
  const [price, setPrice] = useState<NumberInputValue>('');
  const [fees, setFees] = useState<NumberInputValue>('');
  const [date, setDate] = useState(localInputNow());
  const flow = useFormFlow({
    schema: createFillBodySchema,
    values: () => ({
      side,
      quantity: inputNumber(quantity),
      price: inputNumber(price),
      fees: inputNumber(fees),
      date: instantOf(date),
    }),
    fields: FIELDS,
    send: (body) => add.mutateAsync(body),
    onSuccess: () => (setPrice(''), setFees('')),
    clearErrors: 'saved',
  });
  const errors = flow.fieldErrors;

  return (
    <form onSubmit={flow.submit} noValidate data-testid="fill-form">
      <Stack gap="xs">
        <SegmentedControl
          value={side}
          onChange={(v) => setSide(v as FillSide)}
          data={FILL_SIDES.map((s) => ({ value: s, label: t(`trading.sides.${s}`) }))}
          aria-label={t('fieldLabels.side')}
          data-testid="fill-side"
        />
        <Group grow align="flex-start">
          <NumberInput
            label={t('fieldLabels.quantity')}
            value={quantity}
            onChange={setQuantity}
            error={errors.quantity}
            min={0}
            decimalScale={8}
            required
            data-testid="fill-quantity"
          />
          <NumberInput
            label={t('fieldLabels.price')}
            value={price}
            onChange={setPrice}
            error={errors.price}
            min={0}
            decimalScale={8}
            required
            data-testid="fill-price"
          />
        </Group>
        <Group grow align="flex-start">
          <NumberInput
            label={t('fieldLabels.fees')}
            value={fees}
            onChange={setFees}
            error={errors.fees}
            min={0}
            decimalScale={8}
            data-testid="fill-fees"
          />
          <TextInput
            type="datetime-local"
            label={t('fieldLabels.date')}
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
            error={errors.date}
            required
            data-testid="fill-date"
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={flow.pending} data-testid="fill-save">
            {t('trading.drawer.addFill')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
