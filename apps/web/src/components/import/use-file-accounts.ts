import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_CURRENCY, type Account, type AccountType } from '@wealthlog/core';
import { useState } from 'react';
import { createFileAccount, type FileAccountDraft } from '../../lib/api/create-file-account';
import { invalidateFinance } from '../../lib/queries/keys';
import type { FileAccount } from './file-account-label';

/** The choice that makes a new account of the file's one. */
export const NEW_ACCOUNT = 'new';

interface Start {
  /** The file's accounts the import asks about (those with something to book). */
  lined: readonly FileAccount[];
  /** The account chosen with the file: the default of a one-account file. */
  accountId: number | null;
  /** The accounts the file may go into (active, of a type the import books into). */
  eligible: readonly Account[];
  /** The type of a new account made here. */
  type: AccountType;
}

/** Each file account's preselected account: remembered (if eligible), else the upload's. */
function firstChoices({ lined, accountId, eligible }: Start) {
  const ids = new Set(eligible.map((a) => a.id));
  const choices: Record<string, string | null> = {};
  for (const a of lined) {
    const id = a.accountId ?? (lined.length === 1 ? accountId : null);
    choices[a.ref] = id !== null && ids.has(id) ? String(id) : null;
  }
  return choices;
}

/**
 * Which of the user's accounts each account an imported file names goes into, or a new one
 * (prefilled from the file, remembering its number), created before the dry run, which needs
 * its id. Shared by the bank statements' and the broker files' imports.
 */
export function useFileAccounts(start: Start) {
  const { lined, eligible, type } = start;
  const fallbackCurrency =
    eligible.find((a) => a.id === start.accountId)?.currency ?? DEFAULT_CURRENCY;
  const [choices, setChoices] = useState(() => firstChoices(start));
  const [drafts, setDrafts] = useState<Record<string, FileAccountDraft>>(() =>
    Object.fromEntries(
      lined.map((a) => [
        a.ref,
        { name: a.name ?? a.ref, currency: a.currency ?? fallbackCurrency, ref: a.ref },
      ]),
    ),
  );
  const [created, setCreated] = useState<Account[]>([]);
  const queryClient = useQueryClient();
  const creating = useMutation({
    mutationFn: (draft: FileAccountDraft) => createFileAccount(draft, type),
    meta: { silent: true },
  });
  const known = new Set(eligible.map((a) => a.id));

  return {
    choices,
    drafts,
    /** The eligible accounts and those made here, which the list may not hold yet. */
    options: [...eligible, ...created.filter((c) => !known.has(c.id))],
    ready: lined.every((a) => {
      const choice = choices[a.ref];
      if (choice !== NEW_ACCOUNT) return Boolean(choice);
      const draft = drafts[a.ref];
      return Boolean(draft?.name.trim() && draft.currency);
    }),
    creating: creating.isPending,
    choose: (ref: string, value: string | null) => setChoices((c) => ({ ...c, [ref]: value })),
    editDraft: (ref: string, patch: Partial<FileAccountDraft>) =>
      setDrafts((d) => ({ ...d, [ref]: { ...d[ref]!, ...patch } })),
    /**
     * The account id of each file account, the new ones created first (once: going back keeps
     * them chosen, by id). Throws what the creation failed with.
     */
    async resolve(): Promise<Record<string, number>> {
      const ids: Record<string, number> = {};
      let made = false;
      for (const a of lined) {
        const choice = choices[a.ref];
        if (choice !== NEW_ACCOUNT) {
          ids[a.ref] = Number(choice);
          continue;
        }
        const account = await creating.mutateAsync(drafts[a.ref]!);
        setCreated((list) => [...list, account]);
        setChoices((c) => ({ ...c, [a.ref]: String(account.id) }));
        ids[a.ref] = account.id;
        made = true;
      }
      // The accounts page and the areas' account filters list the new accounts.
      if (made) await invalidateFinance(queryClient);
      return ids;
    },
  };
}

export type FileAccounts = ReturnType<typeof useFileAccounts>;
