import { LineChart } from '@mantine/charts';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type Property,
  VALUATION_SOURCES,
  VALUATION_STALE_MONTHS,
  valuationBodySchema,
} from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stripBidiMarks, todayIso } from '../../../lib/format';
import { inputNumber } from '../../../lib/number-input';
import { MoneyInput } from '../../../components/money-input';
import { ChartFigure, useSeriesSentence } from '../../../components/chart-summary';
import { ScrollRegion } from '../../../components/scroll-region';
import { summarizeSeries } from '../../../lib/chart-summary';
import { useFormat } from '../../../lib/use-format';
import { useFormFlow } from '../../../lib/use-form-flow';
import { useAddValuation, useDeleteValuation, useValuations } from '../api/valuations';

const FIELDS = ['date', 'value', 'source'] as const;

/** True when `date` is more than VALUATION_STALE_MONTHS months before `today`. */
export function isStale(date: string, today: string): boolean {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - VALUATION_STALE_MONTHS);
  return date < d.toISOString().slice(0, 10);
}

/** Valuations over time: add one, a value chart, the list with a flag on the stale ones. */
export function ValuationsTab({ property }: { property: Property }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data = [] } = useValuations(property.id);
  const add = useAddValuation(property.id);
  const remove = useDeleteValuation(property.id);
  const [date, setDate] = useState(todayIso());
  const [value, setValue] = useState<number | string>('');
  const [source, setSource] = useState<string | null>('MANUAL');
  const flow = useFormFlow({
    schema: valuationBodySchema,
    values: () => ({ date, value: inputNumber(value), source }),
    fields: FIELDS,
    send: (body) => add.mutateAsync(body),
    onSuccess: () => setValue(''),
  });
  const errors = flow.fieldErrors;
  const today = todayIso();
  const points = [
    { label: format.date(property.purchaseDate, 'short'), value: property.purchasePrice },
    ...data.map((v) => ({ label: format.date(v.date, 'short'), value: v.value })),
  ];
  // From the purchase to the latest valuation, the same points the line draws.
  const summary = useSeriesSentence()(
    t('realEstate.fields.value'),
    summarizeSeries([
      { date: property.purchaseDate, value: property.purchasePrice },
      ...data.map((v) => ({ date: v.date, value: v.value })),
    ]),
    { currency: property.currency },
  );
  return (
    <Stack gap="md">
      <form onSubmit={flow.submit} noValidate data-testid="valuation-form">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label={t('realEstate.fields.date')}
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
            error={errors.date}
            data-testid="valuation-date"
          />
          <MoneyInput
            label={t('realEstate.fields.value')}
            currency={property.currency}
            value={value}
            onChange={setValue}
            error={errors.value}
            data-testid="valuation-value"
          />
          <Select
            label={t('realEstate.fields.source')}
            data={VALUATION_SOURCES.map((s) => ({ value: s, label: t(`realEstate.sources.${s}`) }))}
            value={source}
            onChange={setSource}
            allowDeselect={false}
          />
          <Button type="submit" loading={flow.pending} data-testid="valuation-save">
            {t('realEstate.addValuation')}
          </Button>
        </Group>
      </form>
      {data.length > 0 ? (
        <ChartFigure
          label={t('realEstate.fields.value')}
          summary={summary}
          testId="valuation-chart"
        >
          <LineChart
            h={220}
            data={points}
            dataKey="label"
            series={[{ name: 'value', label: t('realEstate.fields.value'), color: 'wealth.6' }]}
            curveType="stepAfter"
            valueFormatter={(v) => format.money(v, property.currency)}
            yAxisProps={{
              width: 80,
              tickFormatter: (v: number) =>
                stripBidiMarks(format.moneyCompact(v, property.currency)),
            }}
          />
        </ChartFigure>
      ) : (
        <Text c="dimmed">{t('realEstate.noValuations')}</Text>
      )}
      <ScrollRegion label={t('realEstate.tabs.valuations')}>
        <Table data-testid="valuations-table">
          <Table.Tbody>
            {[...data].reverse().map((v) => (
              <Table.Tr key={v.id}>
                <Table.Td>{format.date(v.date)}</Table.Td>
                <Table.Td>{format.money(v.value, property.currency)}</Table.Td>
                <Table.Td>{t(`realEstate.sources.${v.source}`)}</Table.Td>
                <Table.Td>
                  {isStale(v.date, today) ? (
                    <Badge color="orange" variant="light" data-testid="valuation-stale">
                      {t('realEstate.stale')}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('common.delete')}
                    onClick={() => remove.mutate(v.id)}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}
