import { Select, SimpleGrid, Text } from '@mantine/core';
import type { Account } from '@wealthlog/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input';
import type { FormErrors } from '../../../lib/field-messages';
import { useFormat } from '../../../lib/use-format';
import { useTransferRate } from '../api/transfer-rate';
import {
  crossCurrencyTarget,
  receivedAmount,
  type TransactionFormValues,
} from './transaction-form-rules';

interface Props {
  values: TransactionFormValues;
  accounts: readonly Account[];
  options: { value: string; label: string }[];
  errors: FormErrors<keyof TransactionFormValues>;
  set: <K extends keyof TransactionFormValues>(field: K, value: TransactionFormValues[K]) => void;
}

/**
 * The target account and, across currencies, the amount received: pre-filled from the day's rate
 * and kept in step with the amount until the user types their own figure (their bank's, say).
 */
export function TransferFields({ values, accounts, options, errors, set }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const cross = crossCurrencyTarget(values, accounts);
  const rate = useTransferRate(cross?.from.currency, cross?.to.currency, values.date);
  const edited = useRef(false);
  const suggested = cross ? receivedAmount(values.amount, rate.data, cross.to.currency) : '';

  useEffect(() => {
    if (cross && !edited.current && suggested !== '' && suggested !== values.toAmount)
      set('toAmount', suggested);
  }, [cross, suggested, values.toAmount, set]);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label={t('transactions.fields.toAccount')}
        data={options.filter((o) => o.value !== String(values.accountId))}
        value={values.toAccountId ? String(values.toAccountId) : null}
        onChange={(v) => ((edited.current = false), set('toAccountId', v ? Number(v) : null))}
        error={errors.toAccountId}
        data-testid="tx-to-account"
      />
      {cross && (
        <MoneyInput
          label={t('transactions.fields.toAmount', { currency: cross.to.currency })}
          currency={cross.to.currency}
          value={values.toAmount}
          onChange={(v) => ((edited.current = true), set('toAmount', v))}
          error={errors.toAmount}
          min={0.01}
          description={
            rate.data
              ? t('transactions.form.rateHint', {
                  from: cross.from.currency,
                  rate: format.number(rate.data, 6),
                  to: cross.to.currency,
                  date: format.date(values.date),
                })
              : rate.isFetching
                ? t('transactions.form.rateLoading')
                : t('transactions.form.rateMissing')
          }
          data-testid="tx-to-amount"
        />
      )}
      {!cross && values.toAccountId && (
        <Text size="sm" c="dimmed" style={{ alignSelf: 'end' }}>
          {t('transactions.form.sameCurrency')}
        </Text>
      )}
    </SimpleGrid>
  );
}
