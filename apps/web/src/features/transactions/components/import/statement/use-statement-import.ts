import {
  type Account,
  type DateOrder,
  type StatementDetect,
  type StatementImportResult,
} from '@wealthlog/core';
import { useState } from 'react';
import type { FileStep } from '../../../../../components/import/file-flow-stepper';
import { useFileAccounts } from '../../../../../components/import/use-file-accounts';
import type { UploadProgress } from '../../../../../lib/api/upload-with-progress';
import { useImportStatement } from '../../../api/import-statement';

interface Start {
  answer: StatementDetect;
  file: File;
  /** The account chosen with the file: the default of a one-account file. */
  accountId: number | null;
  accounts: readonly Account[];
}

/**
 * A statement file's steps after the upload: which of the user's accounts each of the file's
 * accounts goes into (or a new cash account), the QIF's date order, the dry run with its likely
 * duplicates to tick, the import, its balances.
 */
export function useStatementImport(start: Start) {
  const { answer, file } = start;
  // The server books only the file's accounts with lines; only those are asked about.
  const lined = answer.accounts.filter((a) => a.lines > 0);
  const accounts = useFileAccounts({
    lined,
    accountId: start.accountId,
    eligible: start.accounts.filter((a) => a.active),
    type: 'CASH',
  });
  const [step, setStep] = useState<FileStep>('accounts');
  const [dateOrder, setDateOrder] = useState<DateOrder | null>(answer.dateOrder);
  const [booking, setBooking] = useState<Record<string, number>>({});
  const [preview, setPreview] = useState<StatementImportResult | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [result, setResult] = useState<StatementImportResult | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const importer = useImportStatement(setProgress);

  const request = (dryRun: boolean, include: readonly number[], ids = booking) => ({
    file,
    accounts: ids,
    dateOrder: answer.dateOrders.length > 0 ? dateOrder : null,
    include,
    dryRun,
  });
  const failed = (e: unknown) => (setFailure(e), null);

  return {
    step,
    answer,
    lined,
    accounts,
    dateOrder,
    preview,
    ticked,
    result,
    progress,
    failure,
    working: accounts.creating || importer.isPending,
    canPreview: accounts.ready && (answer.dateOrders.length === 0 || dateOrder !== null),
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
      const ids = await accounts.resolve().catch(failed);
      if (!ids) return;
      setBooking(ids);
      const answer = await importer.mutateAsync(request(true, [], ids)).catch(failed);
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
      const answer = await importer.mutateAsync(request(false, include)).catch(failed);
      if (!answer) return setStep('preview');
      setResult(answer);
      setStep('summary');
    },
    back: () => (setFailure(null), setStep('accounts')),
  };
}

export type StatementImport = ReturnType<typeof useStatementImport>;
