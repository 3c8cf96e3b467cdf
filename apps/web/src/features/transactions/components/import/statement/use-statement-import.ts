import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_CURRENCY,
  type Account,
  type DateOrder,
  type StatementDetect,
  type StatementDetectAccount,
  type StatementImportResult,
} from '@wealthlog/core';
import { useState } from 'react';
import type { UploadProgress } from '../../../../../lib/api/upload-with-progress';
import { invalidateFinance } from '../../../../../lib/queries/keys';
import {
  createStatementAccount,
  type StatementAccountDraft,
} from '../../../api/create-statement-account';
import { useImportStatement } from '../../../api/import-statement';

export type StatementStep = 'accounts' | 'preview' | 'importing' | 'summary';
/** The choice that makes a new account of the file's one. */
export const NEW_ACCOUNT = 'new';

interface Start {
  answer: StatementDetect;
  file: File;
  /** The account chosen with the file: the default of a one-account file. */
  accountId: number | null;
  accounts: readonly Account[];
}

/** Each file account's preselected account: remembered (if still active), else the upload's. */
function firstChoices({ accountId, accounts }: Start, lined: StatementDetectAccount[]) {
  const active = new Set(accounts.filter((a) => a.active).map((a) => a.id));
  const choices: Record<string, string | null> = {};
  for (const a of lined) {
    const id = a.accountId ?? (lined.length === 1 ? accountId : null);
    choices[a.ref] = id !== null && active.has(id) ? String(id) : null;
  }
  return choices;
}

/**
 * A statement file's steps after the upload: which of the user's accounts each of the file's
 * accounts goes into (or a new one, created before the dry run, which needs its id), the QIF's
 * date order, the dry run with its likely duplicates to tick, the import, its balances.
 */
export function useStatementImport(start: Start) {
  const { answer, file, accounts } = start;
  // The server books only the file's accounts with lines; only those are asked about.
  const lined = answer.accounts.filter((a) => a.lines > 0);
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const [step, setStep] = useState<StatementStep>('accounts');
  const [choices, setChoices] = useState(() => firstChoices(start, lined));
  const [drafts, setDrafts] = useState<Record<string, StatementAccountDraft>>(() =>
    Object.fromEntries(
      lined.map((a) => [
        a.ref,
        {
          name: a.name ?? a.ref,
          currency: a.currency ?? byId.get(start.accountId ?? 0)?.currency ?? DEFAULT_CURRENCY,
          ref: a.ref,
        },
      ]),
    ),
  );
  const [dateOrder, setDateOrder] = useState<DateOrder | null>(answer.dateOrder);
  const [created, setCreated] = useState<Account[]>([]);
  const [booking, setBooking] = useState<Record<string, number>>({});
  const [preview, setPreview] = useState<StatementImportResult | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [result, setResult] = useState<StatementImportResult | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const queryClient = useQueryClient();
  const creating = useMutation({ mutationFn: createStatementAccount, meta: { silent: true } });
  const importer = useImportStatement(setProgress);

  const ready = lined.every((a) => {
    const choice = choices[a.ref];
    if (choice !== NEW_ACCOUNT) return Boolean(choice);
    const draft = drafts[a.ref];
    return Boolean(draft?.name.trim() && draft.currency);
  });
  const request = (dryRun: boolean, include: readonly number[], ids = booking) => ({
    file,
    accounts: ids,
    dateOrder: answer.dateOrders.length > 0 ? dateOrder : null,
    include,
    dryRun,
  });

  /** The new accounts asked for, created once (going back keeps them chosen, by id). */
  async function bookingAccounts(): Promise<Record<string, number> | null> {
    const ids: Record<string, number> = {};
    let made = false;
    for (const a of lined) {
      const choice = choices[a.ref];
      if (choice !== NEW_ACCOUNT) {
        ids[a.ref] = Number(choice);
        continue;
      }
      const account = await creating.mutateAsync(drafts[a.ref]!).catch((e: unknown) => {
        setFailure(e);
        return null;
      });
      if (!account) return null;
      setCreated((list) => [...list, account]);
      setChoices((c) => ({ ...c, [a.ref]: String(account.id) }));
      ids[a.ref] = account.id;
      made = true;
    }
    // The accounts page and the transactions' filter list the new accounts.
    if (made) await invalidateFinance(queryClient);
    return ids;
  }

  return {
    step,
    answer,
    lined,
    choices,
    drafts,
    dateOrder,
    /** The user's active accounts and those made here, which the list may not hold yet. */
    options: [...accounts.filter((a) => a.active), ...created.filter((c) => !byId.has(c.id))],
    preview,
    ticked,
    result,
    progress,
    failure,
    working: creating.isPending || importer.isPending,
    canPreview: ready && (answer.dateOrders.length === 0 || dateOrder !== null),
    choose: (ref: string, value: string | null) => setChoices((c) => ({ ...c, [ref]: value })),
    editDraft: (ref: string, patch: Partial<StatementAccountDraft>) =>
      setDrafts((d) => ({ ...d, [ref]: { ...d[ref]!, ...patch } })),
    setDateOrder,
    toggle(line: number) {
      setTicked((set) => {
        const next = new Set(set);
        if (!next.delete(line)) next.add(line);
        return next;
      });
    },
    async runPreview() {
      setFailure(null);
      const ids = await bookingAccounts();
      if (!ids) return;
      setBooking(ids);
      const answer = await importer.mutateAsync(request(true, [], ids)).catch((e: unknown) => {
        setFailure(e);
        return null;
      });
      if (!answer) return;
      setPreview(answer);
      setTicked(new Set());
      setStep('preview');
    },
    async runImport() {
      setFailure(null);
      setProgress({ phase: 'upload', loaded: 0, total: file.size });
      setStep('importing');
      const include = [...ticked].sort((a, b) => a - b);
      const answer = await importer.mutateAsync(request(false, include)).catch((e: unknown) => {
        setFailure(e);
        return null;
      });
      if (!answer) return setStep('preview');
      setResult(answer);
      setStep('summary');
    },
    back: () => (setFailure(null), setStep('accounts')),
  };
}

export type StatementImport = ReturnType<typeof useStatementImport>;
