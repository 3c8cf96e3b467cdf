import {
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DEFAULT_CURRENCY, CURRENCY_CODES, createFxRateBodySchema } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../../../lib/format';
import { useCreateRate } from '../api/create-rate';
import { inputNumber } from '../../../lib/number-input';
import { useFormFlow } from '../../../lib/use-form-flow';

type Field = 'date' | 'base' | 'quote' | 'rate';
const FIELDS: readonly Field[] = ['date', 'base', 'quote', 'rate'];
const OPTIONS = CURRENCY_CODES.map((c) => ({ value: c, label: c }));

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

  return (
    <Card withBorder padding="md">
      <form onSubmit={flow.submit} noValidate data-testid="rate-form">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('rates.addTitle')}
          </Title>
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
            <Select
              label={t('rates.base')}
              data={OPTIONS}
              value={base}
              onChange={setBase}
              error={errors.base}
              searchable
              limit={50}
            />
            <Select
              label={t('rates.quote')}
              data={OPTIONS}
              value={quote}
              onChange={setQuote}
              error={errors.quote}
              searchable
              limit={50}
            />
          </SimpleGrid>
          <Group justify="space-between" wrap="nowrap">
            <span>
              {base && quote && typeof rate === 'number'
                ? t('rates.reads', { base, quote, rate })
                : ''}
            </span>
            <Button type="submit" loading={flow.pending} data-testid="rate-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
