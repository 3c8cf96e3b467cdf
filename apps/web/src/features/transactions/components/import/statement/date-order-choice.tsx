import { Radio, Stack } from '@mantine/core';
import type { DateOrder } from '@wealthlog/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../../lib/use-format';
import { firstQifDate, readEachWay } from './qif-example';

/** The file's first date as written, and the day it means in each order (read once). */
function useExample(file: File, orders: readonly DateOrder[]) {
  const [example, setExample] = useState<{
    text: string;
    days: Partial<Record<DateOrder, string>>;
  } | null>(null);
  useEffect(() => {
    let live = true;
    file
      .text()
      .then((text) => {
        const date = firstQifDate(text);
        if (live && date) setExample({ text: date.text, days: readEachWay(date, orders) });
      })
      // Only an illustration: without it the choice still reads.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [file, orders]);
  return example;
}

/**
 * A QIF never says whether 03/01/2024 is in March or in January: when its dates fit more than one
 * order, the user picks it, the likelier one preselected, the file's first date shown each way.
 */
export function DateOrderChoice({
  file,
  orders,
  value,
  onChange,
}: {
  file: File;
  orders: readonly DateOrder[];
  value: DateOrder | null;
  onChange: (order: DateOrder) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const example = useExample(file, orders);
  return (
    <Radio.Group
      label={t('transactions.import.statement.dateOrder.label')}
      description={
        example
          ? t('transactions.import.statement.dateOrder.example', { example: example.text })
          : t('transactions.import.statement.dateOrder.hint')
      }
      value={value}
      onChange={(v) => onChange(v as DateOrder)}
      data-testid="statement-date-order"
    >
      <Stack gap="xs" mt="xs">
        {orders.map((order) => {
          const day = example?.days[order];
          const name = t(`transactions.import.statement.dateOrder.${order}`);
          return (
            <Radio
              key={order}
              value={order}
              label={day ? `${name}: ${format.date(day)}` : name}
              data-testid={`statement-date-order-${order}`}
            />
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
