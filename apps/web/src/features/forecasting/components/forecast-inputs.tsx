import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input';
import { useFormat } from '../../../lib/use-format';
import {
  EMPTY_INPUTS,
  FIXED_DEFAULTS,
  INPUT_FIELDS,
  type InputField,
  type RawInputs,
} from './forecast-model';

interface Props {
  values: RawInputs;
  onChange(values: RawInputs): void;
  /** The figures blank fields fall back to, from the user's own data. */
  derived: { startValue?: number; monthlyContribution?: number; annualExpenses?: number };
  currency: string;
}

const PERCENT: readonly InputField[] = [
  'annualReturn',
  'cashReturn',
  'realEstateReturn',
  'volatility',
  'inflation',
  'swr',
  'contributionGrowth',
  'inflationVolatility',
];
const MONEY: readonly InputField[] = [
  'startValue',
  'monthlyContribution',
  'annualExpenses',
  'annualWithdrawal',
];
const LIMITS: Partial<Record<InputField, { min: number; max: number }>> = {
  years: { min: 1, max: 100 },
  annualReturn: { min: -50, max: 50 },
  cashReturn: { min: -50, max: 50 },
  realEstateReturn: { min: -50, max: 50 },
  volatility: { min: 0, max: 100 },
  inflation: { min: -10, max: 50 },
  swr: { min: 0.5, max: 20 },
  withdrawalStartYear: { min: 1, max: 100 },
  contributionGrowth: { min: -50, max: 50 },
  inflationVolatility: { min: 0, max: 20 },
};

/** Every input with its default and a line on why that default. */
export function ForecastInputs({ values, onChange, derived, currency }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const defaultText = (f: InputField): string => {
    const fixed = FIXED_DEFAULTS[f];
    if (fixed !== undefined)
      return PERCENT.includes(f) ? `${format.number(fixed, 2)} %` : format.number(fixed, 0);
    const d = derived[f as keyof Props['derived']];
    if (d !== undefined) return format.money(d, currency);
    return t('forecast.noDefault');
  };
  return (
    <Card withBorder padding="md" data-testid="forecast-inputs">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('forecast.inputs')}
          </Title>
          <Button variant="subtle" size="xs" onClick={() => onChange(EMPTY_INPUTS)}>
            {t('forecast.resetDefaults')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="sm">
          {INPUT_FIELDS.map((f) => {
            const props = {
              label: t(`forecast.fields.${f}`),
              description: (
                <>
                  <Text span size="xs" fw={600}>
                    {t('forecast.defaultIs', { value: defaultText(f) })}
                  </Text>{' '}
                  {t(`forecast.why.${f}`)}
                </>
              ),
              value: values[f],
              onChange: (v: number | string) => onChange({ ...values, [f]: v }),
              min: LIMITS[f]?.min ?? 0,
              max: LIMITS[f]?.max,
              placeholder: defaultText(f),
              'data-testid': `forecast-${f}`,
            };
            // Amounts take the currency's decimals; percents two, counts none.
            return MONEY.includes(f) ? (
              <MoneyInput key={f} {...props} currency={currency} thousandSeparator=" " />
            ) : (
              <NumberInput
                key={f}
                {...props}
                decimalScale={PERCENT.includes(f) ? 2 : 0}
                suffix={PERCENT.includes(f) ? ' %' : undefined}
              />
            );
          })}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
