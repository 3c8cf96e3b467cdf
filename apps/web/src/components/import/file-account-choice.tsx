import { Fieldset, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { ACCOUNT_NAME_MAX } from '@wealthlog/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencySelect } from '../currency-select';
import { fileAccountLabel, type FileAccount } from './file-account-label';
import { NEW_ACCOUNT, type FileAccounts } from './use-file-accounts';

/**
 * One account the file names: what the file calls it, what it holds (`facts`, the area's), and
 * the user's account it goes into — or a new one, named and in the currency the file gives.
 */
export function FileAccountChoice({
  account: a,
  index,
  state,
  facts,
  newHint,
}: {
  account: FileAccount;
  index: number;
  state: FileAccounts;
  facts: ReactNode;
  /** What kind of account a new one is, and what it remembers. */
  newHint: string;
}) {
  const { t } = useTranslation();
  const choice = state.choices[a.ref] ?? null;
  const draft = state.drafts[a.ref];
  return (
    <Fieldset
      legend={<bdi>{fileAccountLabel(t, a)}</bdi>}
      variant="filled"
      data-testid={`statement-account-${index}`}
    >
      <Text size="sm" c="dimmed" mb="xs">
        {facts}
        {a.name && a.ref && (
          <>
            {' · '}
            <bdi dir="ltr">{a.ref}</bdi>
          </>
        )}
      </Text>
      <Select
        label={t('csvImport.fileAccounts.bookInto')}
        data={[
          ...state.options.map((o) => ({
            value: String(o.id),
            label: `${o.name} (${o.currency})`,
          })),
          { value: NEW_ACCOUNT, label: t('csvImport.fileAccounts.createNew') },
        ]}
        value={choice}
        onChange={(v) => state.choose(a.ref, v)}
        allowDeselect={false}
        placeholder={t('csvImport.fileAccounts.choose')}
        required
        data-testid={`statement-account-select-${index}`}
      />
      {choice === NEW_ACCOUNT && draft && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="sm">
          <TextInput
            label={t('csvImport.fileAccounts.newName')}
            description={newHint}
            value={draft.name}
            maxLength={ACCOUNT_NAME_MAX}
            onChange={(e) => state.editDraft(a.ref, { name: e.currentTarget.value })}
            required
            data-testid={`statement-new-name-${index}`}
          />
          <CurrencySelect
            label={t('accounts.fields.currency')}
            value={draft.currency}
            onChange={(v) => v && state.editDraft(a.ref, { currency: v })}
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
