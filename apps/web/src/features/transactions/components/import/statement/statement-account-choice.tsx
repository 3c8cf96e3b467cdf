import { Fieldset, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { ACCOUNT_NAME_MAX, type StatementDetectAccount } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { CurrencySelect } from '../../../../../components/currency-select';
import { useFormat } from '../../../../../lib/use-format';
import { fileAccountLabel } from './file-account-label';
import { NEW_ACCOUNT, type StatementImport } from './use-statement-import';

/**
 * One account the file names: what the bank calls it, its lines and closing balance, and the
 * user's account it goes into — or a new one, named and in the currency the file gives.
 */
export function StatementAccountChoice({
  account: a,
  index,
  flow,
}: {
  account: StatementDetectAccount;
  index: number;
  flow: StatementImport;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const choice = flow.choices[a.ref] ?? null;
  const draft = flow.drafts[a.ref];
  const currency = a.currency ?? draft?.currency ?? null;
  const closing =
    a.closingBalance !== null
      ? t('transactions.import.statement.closing', {
          amount: currency
            ? format.money(a.closingBalance, currency)
            : format.number(a.closingBalance, 2),
          date: a.closingDate ? format.date(a.closingDate) : '—',
        })
      : null;
  return (
    <Fieldset
      legend={<bdi>{fileAccountLabel(t, a)}</bdi>}
      variant="filled"
      data-testid={`statement-account-${index}`}
    >
      <Text size="sm" c="dimmed" mb="xs">
        {t('transactions.import.statement.lines', { lines: format.number(a.lines, 0) })}
        {a.name && a.ref && (
          <>
            {' · '}
            <bdi dir="ltr">{a.ref}</bdi>
          </>
        )}
        {closing && ` · ${closing}`}
      </Text>
      <Select
        label={t('transactions.import.statement.bookInto')}
        data={[
          ...flow.options.map((o) => ({ value: String(o.id), label: `${o.name} (${o.currency})` })),
          { value: NEW_ACCOUNT, label: t('transactions.import.statement.createNew') },
        ]}
        value={choice}
        onChange={(v) => flow.choose(a.ref, v)}
        allowDeselect={false}
        placeholder={t('transactions.import.statement.choose')}
        required
        data-testid={`statement-account-select-${index}`}
      />
      {choice === NEW_ACCOUNT && draft && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="sm">
          <TextInput
            label={t('transactions.import.statement.newName')}
            description={t('transactions.import.statement.newHint')}
            value={draft.name}
            maxLength={ACCOUNT_NAME_MAX}
            onChange={(e) => flow.editDraft(a.ref, { name: e.currentTarget.value })}
            required
            data-testid={`statement-new-name-${index}`}
          />
          <CurrencySelect
            label={t('accounts.fields.currency')}
            value={draft.currency}
            onChange={(v) => v && flow.editDraft(a.ref, { currency: v })}
            nothingFoundMessage={t('common.nothingFound')}
            allowDeselect={false}
            required
            data-testid={`statement-new-currency-${index}`}
          />
        </SimpleGrid>
      )}
    </Fieldset>
  );
}
