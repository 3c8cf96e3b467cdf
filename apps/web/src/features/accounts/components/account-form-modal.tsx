import { Button, Modal, Select, Stack, TextInput } from '@mantine/core';
import {
  DEFAULT_CURRENCY,
  ACCOUNT_NAME_MAX,
  ACCOUNT_TYPES,
  DEFAULT_COST_BASIS,
  STATEMENT_REF_MAX,
  createAccountBodySchema,
  isInvestmentAccountType,
  updateAccountBodySchema,
  type Account,
  type AccountType,
  type CostBasisMethod,
  type CreateAccountBody,
  type UpdateAccountBody,
} from '@wealthlog/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../../../lib/format';
import { useCreateAccount } from '../api/create-account';
import { useUpdateAccount } from '../api/update-account';
import { CurrencySelect } from '../../../components/currency-select';
import { DialogActions } from '../../../components/dialog-actions';
import { MoneyInput } from '../../../components/money-input';
import { inputNumber } from '../../../lib/number-input';
import { useFormFlow } from '../../../lib/use-form-flow';
import { CostBasisField } from './cost-basis-field';
import { CostBasisConfirmModal } from './cost-basis-confirm-modal';

type Field =
  'name' | 'type' | 'currency' | 'balance' | 'openingDate' | 'costBasis' | 'statementRef';
const FIELDS: readonly Field[] = [
  'name',
  'type',
  'currency',
  'balance',
  'openingDate',
  'costBasis',
  'statementRef',
];

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Absent: create a new account. */
  account?: Account | null;
}

/** Create or edit an account; the rules are core's schemas, re-checked by the server. */
export function AccountFormModal({ opened, onClose, account }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={account ? t('accounts.editTitle') : t('accounts.createTitle')}
    >
      {/* Keyed so every opening starts from the account's current values. */}
      {opened && (
        <AccountForm key={account?.id ?? 'new'} account={account ?? null} onDone={onClose} />
      )}
    </Modal>
  );
}

function AccountForm({ account, onDone }: { account: Account | null; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const [name, setName] = useState(account?.name ?? '');
  const [type, setType] = useState<AccountType | null>(account?.type ?? 'CASH');
  const [currency, setCurrency] = useState<string | null>(account?.currency ?? DEFAULT_CURRENCY);
  const [balance, setBalance] = useState<number | string>(account?.openingBalance ?? 0);
  const [openingDate, setOpeningDate] = useState(account?.openingDate ?? todayIso());
  // The number or IBAN a bank statement names this account by ('' forgets it).
  const [statementRef, setStatementRef] = useState(account?.statementRef ?? '');
  const [costBasis, setCostBasis] = useState<CostBasisMethod>(
    account?.costBasis ?? DEFAULT_COST_BASIS,
  );
  // An edit that changes the method waits here for the confirmation of its new realised P&L.
  const [confirming, setConfirming] = useState<UpdateAccountBody | null>(null);
  // The method is sent for an investment account only, and on edit only when it changes.
  const method =
    type &&
    isInvestmentAccountType(type) &&
    costBasis !== (account?.costBasis ?? DEFAULT_COST_BASIS)
      ? { costBasis }
      : {};
  const common = {
    name,
    type: type ?? undefined,
    currency: currency ?? undefined,
    openingDate,
    statementRef,
    ...method,
  };
  // The form is keyed by the account: create or edit stays the same while it is open.
  const flow = useFormFlow<CreateAccountBody | UpdateAccountBody, unknown, Field>({
    schema: account ? updateAccountBodySchema : createAccountBodySchema,
    values: () => (account ? common : { ...common, balance: inputNumber(balance) }),
    fields: FIELDS,
    send: (body) =>
      account
        ? update.mutateAsync({ id: account.id, body })
        : create.mutateAsync(body as CreateAccountBody),
    onSuccess: onDone,
    // Like a field's own change, only a save takes the last messages away.
    clearErrors: 'saved',
  });
  const errors = flow.fieldErrors;
  const clear = (field: Field) => flow.setFieldErrors((e) => ({ ...e, [field]: undefined }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A new method is sent only once its new realised P&L is confirmed (valid values only:
    // the flow shows what is wrong with the others).
    if (account && 'costBasis' in method) {
      const parsed = updateAccountBodySchema.safeParse(common);
      if (parsed.success) return setConfirming(parsed.data);
    }
    flow.submit();
  };

  return (
    <form onSubmit={submit} noValidate data-testid="account-form">
      <Stack gap="sm">
        <TextInput
          label={t('accounts.fields.name')}
          value={name}
          maxLength={ACCOUNT_NAME_MAX}
          onChange={(e) => (setName(e.currentTarget.value), clear('name'))}
          error={errors.name}
          required
          data-autofocus
        />
        <Select
          label={t('accounts.fields.type')}
          data={ACCOUNT_TYPES.map((v) => ({ value: v, label: t(`accounts.types.${v}`) }))}
          value={type}
          onChange={(v) => (setType(v as AccountType | null), clear('type'))}
          error={errors.type}
          allowDeselect={false}
          required
        />
        <CurrencySelect
          label={t('accounts.fields.currency')}
          value={currency}
          onChange={(v) => (setCurrency(v), clear('currency'))}
          error={errors.currency}
          nothingFoundMessage={t('common.nothingFound')}
          allowDeselect={false}
          required
        />
        <MoneyInput
          label={t('accounts.fields.openingBalance')}
          description={account ? t('accounts.openingBalanceLocked') : undefined}
          currency={currency}
          value={balance}
          onChange={(v) => (setBalance(v), clear('balance'))}
          error={errors.balance}
          disabled={Boolean(account)}
        />
        <TextInput
          type="date"
          label={t('accounts.fields.openingDate')}
          value={openingDate}
          max={todayIso()}
          onChange={(e) => (setOpeningDate(e.currentTarget.value), clear('openingDate'))}
          error={errors.openingDate}
        />
        <TextInput
          label={t('accounts.fields.statementRef')}
          description={t('accounts.statementRefHint')}
          value={statementRef}
          maxLength={STATEMENT_REF_MAX}
          onChange={(e) => (setStatementRef(e.currentTarget.value), clear('statementRef'))}
          error={errors.statementRef}
          autoComplete="off"
          dir="ltr"
          data-testid="account-statementRef"
        />
        {type && isInvestmentAccountType(type) && (
          <CostBasisField
            value={costBasis}
            onChange={(v) => (setCostBasis(v), clear('costBasis'))}
            error={errors.costBasis}
          />
        )}
        <DialogActions onCancel={onDone} mt="sm">
          <Button
            type="submit"
            loading={create.isPending || update.isPending}
            data-testid="account-save"
          >
            {t('common.save')}
          </Button>
        </DialogActions>
      </Stack>
      {account && (
        <CostBasisConfirmModal
          accountId={account.id}
          method={confirming?.costBasis ?? null}
          current={account.costBasis}
          saving={update.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            confirming &&
            update.mutate(
              { id: account.id, body: confirming },
              { onSuccess: onDone, onError: (e) => (setConfirming(null), flow.fail(e)) },
            )
          }
        />
      )}
    </form>
  );
}
