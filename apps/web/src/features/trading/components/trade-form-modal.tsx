import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  ASSET_CLASSES,
  createTradeBodySchema,
  PORTFOLIO_ACCOUNT_TYPES,
  TRADE_DIRECTIONS,
  TRADE_LIMITS,
} from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/dialog-actions';
import { inputNumber, type NumberInputValue } from '../../../lib/number-input';
import { useFormFlow } from '../../../lib/use-form-flow';
import { useAccounts } from '../../../lib/queries/accounts-list';
import { useCreateTrade } from '../api/create-trade';
import { instantOf, localInputNow } from './date-time';

const FIELDS = [
  'accountId',
  'instrument',
  'assetClass',
  'direction',
  'quantity',
  'entryPrice',
  'entryDate',
  'fees',
  'stopLoss',
  'exitPrice',
  'exitDate',
] as const;

/** Records a trade in its simple form: an entry, and an exit of the whole quantity when given. */
export function TradeFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('trading.form.title')} size="lg">
      {opened && <TradeForm onDone={onClose} />}
    </Modal>
  );
}

function TradeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const accounts = useAccounts();
  const create = useCreateTrade();
  const active = (accounts.data ?? []).filter((a) => a.active);
  // Trades belong in an investment account: the first one, else whatever account there is.
  const first =
    active.find((a) => (PORTFOLIO_ACCOUNT_TYPES as readonly string[]).includes(a.type)) ??
    active[0];
  const [chosen, setAccountId] = useState<string | null>(null);
  const accountId = chosen ?? (first ? String(first.id) : null);
  const [instrument, setInstrument] = useState('');
  const [assetClass, setAssetClass] = useState<string | null>('STOCK');
  const [direction, setDirection] = useState<string | null>('LONG');
  const [numbers, setNumbers] = useState<
    Record<'quantity' | 'entryPrice' | 'fees' | 'stopLoss' | 'exitPrice', NumberInputValue>
  >({
    quantity: '',
    entryPrice: '',
    fees: '',
    stopLoss: '',
    exitPrice: '',
  });
  const [entryDate, setEntryDate] = useState(localInputNow());
  const [exitDate, setExitDate] = useState('');
  const flow = useFormFlow({
    schema: createTradeBodySchema,
    values: () => ({
      accountId: accountId ? Number(accountId) : undefined,
      instrument,
      assetClass: assetClass ?? undefined,
      direction: direction ?? undefined,
      quantity: inputNumber(numbers.quantity),
      entryPrice: inputNumber(numbers.entryPrice),
      entryDate: instantOf(entryDate),
      fees: inputNumber(numbers.fees),
      stopLoss: inputNumber(numbers.stopLoss),
      exitPrice: inputNumber(numbers.exitPrice),
      exitDate: instantOf(exitDate),
      status: inputNumber(numbers.exitPrice) !== undefined && exitDate ? 'CLOSED' : 'OPEN',
    }),
    fields: FIELDS,
    send: (body) => create.mutateAsync(body),
    onSuccess: onDone,
    clearErrors: 'saved',
  });
  const { fieldErrors: errors, setFieldErrors: setErrors } = flow;
  const number = (key: keyof typeof numbers, label: string, required = false) => (
    <NumberInput
      label={label}
      value={numbers[key]}
      onChange={(v) => (
        setNumbers((n) => ({ ...n, [key]: v })),
        setErrors((e) => ({ ...e, [key]: undefined }))
      )}
      error={errors[key]}
      min={0}
      decimalScale={8}
      required={required}
      data-testid={`trade-${key}`}
    />
  );

  return (
    <form onSubmit={flow.submit} noValidate data-testid="trade-form">
      <Stack gap="sm">
        <Select
          label={t('fieldLabels.accountId')}
          data={active.map((a) => ({ value: String(a.id), label: `${a.name} (${a.currency})` }))}
          value={accountId}
          onChange={setAccountId}
          error={errors.accountId}
          allowDeselect={false}
          required
          data-testid="trade-account"
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('fieldLabels.instrument')}
            value={instrument}
            maxLength={TRADE_LIMITS.instrument}
            onChange={(e) => (
              setInstrument(e.currentTarget.value),
              setErrors((x) => ({ ...x, instrument: undefined }))
            )}
            error={errors.instrument}
            required
            data-autofocus
            data-testid="trade-instrument"
          />
          <Select
            label={t('fieldLabels.assetClass')}
            data={ASSET_CLASSES.map((v) => ({ value: v, label: t(`trading.assetClasses.${v}`) }))}
            value={assetClass}
            onChange={setAssetClass}
            allowDeselect={false}
          />
          <Select
            label={t('fieldLabels.direction')}
            data={TRADE_DIRECTIONS.map((v) => ({ value: v, label: t(`trading.directions.${v}`) }))}
            value={direction}
            onChange={setDirection}
            allowDeselect={false}
            data-testid="trade-direction"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {number('quantity', t('fieldLabels.quantity'), true)}
          {number('entryPrice', t('fieldLabels.entryPrice'), true)}
          <TextInput
            type="datetime-local"
            label={t('fieldLabels.entryDate')}
            value={entryDate}
            onChange={(e) => setEntryDate(e.currentTarget.value)}
            error={errors.entryDate}
            required
            data-testid="trade-entryDate"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {number('fees', t('fieldLabels.fees'))}
          {number('stopLoss', t('fieldLabels.stopLoss'))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('trading.form.feesHint')} {t('trading.form.exitHint')}
        </Text>
        <Group grow align="flex-start">
          {number('exitPrice', t('fieldLabels.exitPrice'))}
          <TextInput
            type="datetime-local"
            label={t('fieldLabels.exitDate')}
            value={exitDate}
            onChange={(e) => setExitDate(e.currentTarget.value)}
            error={errors.exitDate}
            data-testid="trade-exitDate"
          />
        </Group>
        <DialogActions onCancel={onDone} mt="sm">
          <Button type="submit" loading={flow.pending} data-testid="trade-save">
            {t('common.save')}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
