import { Button, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type TradingSettings, updateTradingSettingsBodySchema } from '@wealthlog/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFlow } from '../../../lib/use-form-flow';
import { useUpdateTradingSettings } from '../api/update-trading-settings';
import { tradingNumberErrors, type TradingNumbers } from '../trading-form-rules';
import { TagListField } from './tag-list-field';
import { inputNumber } from '../../../lib/number-input';

const FIELDS = ['instruments', 'patterns', 'defaultFees', 'breakEvenMin', 'breakEvenMax'] as const;
type Field = (typeof FIELDS)[number];

export function TradingSettingsForm({ settings }: { settings: TradingSettings }) {
  const { t } = useTranslation();
  const update = useUpdateTradingSettings();
  const [instruments, setInstruments] = useState<string[]>(settings.instruments);
  const [patterns, setPatterns] = useState<string[]>(settings.patterns);
  const [numbers, setNumbers] = useState<TradingNumbers>({
    defaultFees: settings.defaultFees,
    breakEvenMin: settings.breakEvenMin,
    breakEvenMax: settings.breakEvenMax,
  });
  const flow = useFormFlow({
    schema: updateTradingSettingsBodySchema,
    values: () => ({
      instruments,
      patterns,
      defaultFees: inputNumber(numbers.defaultFees),
      breakEvenMin: inputNumber(numbers.breakEvenMin),
      breakEvenMax: inputNumber(numbers.breakEvenMax),
    }),
    fields: FIELDS,
    send: (body) => update.mutateAsync(body),
    onSuccess: () =>
      notifications.show({ color: 'teal', message: t('settings.saved'), autoClose: 2000 }),
    fallback: 'messages.genericError',
    clearErrors: 'saved',
  });
  const { fieldErrors: errors, setFieldErrors: setErrors } = flow;

  const labels: Record<Field, string> = {
    instruments: t('settings.trading.instruments'),
    patterns: t('settings.trading.patterns'),
    defaultFees: t('settings.trading.defaultFees'),
    breakEvenMin: t('settings.trading.breakEvenMin'),
    breakEvenMax: t('settings.trading.breakEvenMax'),
  };

  const setNumber = (field: keyof TradingNumbers) => (value: number | string) => {
    setNumbers((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = tradingNumberErrors(numbers);
    const found = Object.entries(local).map(([field, e]) => [
      field,
      t(e.key, { field: labels[field as Field], ...e.values }),
    ]);
    if (found.length > 0)
      return setErrors(Object.fromEntries(found) as Partial<Record<Field, string>>);
    flow.submit();
  };

  return (
    <form onSubmit={submit} noValidate data-testid="trading-settings-form">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <TagListField
            label={labels.instruments}
            placeholder={t('settings.trading.instrumentPlaceholder')}
            items={instruments}
            onChange={setInstruments}
            error={errors.instruments}
            testId="instruments"
          />
          <TagListField
            label={labels.patterns}
            placeholder={t('settings.trading.patternPlaceholder')}
            items={patterns}
            onChange={setPatterns}
            error={errors.patterns}
            testId="patterns"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <NumberInput
            label={labels.defaultFees}
            min={0}
            decimalScale={8}
            value={numbers.defaultFees}
            onChange={setNumber('defaultFees')}
            error={errors.defaultFees}
            data-testid="default-fees"
          />
          <NumberInput
            label={labels.breakEvenMin}
            decimalScale={8}
            value={numbers.breakEvenMin}
            onChange={setNumber('breakEvenMin')}
            error={errors.breakEvenMin}
            data-testid="break-even-min"
          />
          <NumberInput
            label={labels.breakEvenMax}
            decimalScale={8}
            value={numbers.breakEvenMax}
            onChange={setNumber('breakEvenMax')}
            error={errors.breakEvenMax}
            data-testid="break-even-max"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} data-testid="trading-settings-save">
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
