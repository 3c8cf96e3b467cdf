import {
  TRADE_FILE_ACCOUNT_TYPES,
  type Account,
  type TradeFileDetect,
  type TradeFileImportResult,
} from '@wealthlog/core';
import { useState } from 'react';
import type { FileStep } from '../../../../../components/import/file-flow-stepper';
import { useFileAccounts } from '../../../../../components/import/use-file-accounts';
import type { UploadProgress } from '../../../../../lib/api/upload-with-progress';
import { useImportTradeFile } from '../../../api/import-trade-file';

const TRADING_TYPES: ReadonlySet<string> = new Set(TRADE_FILE_ACCOUNT_TYPES);

interface Start {
  answer: TradeFileDetect;
  file: File;
  /** The account chosen with the file: the default of a one-account file. */
  accountId: number | null;
  accounts: readonly Account[];
}

/**
 * A Ghostfolio export's or OFX investment statement's steps after the upload: the Stocks or
 * Crypto account each of its accounts goes into (or a new Stocks account), the dry run, the
 * import and its summary.
 */
export function useTradeFileImport(start: Start) {
  const { answer, file } = start;
  // The server books only the file's accounts with activities; only those are asked about.
  const lined = answer.accounts.filter((a) => a.activities > 0);
  const accounts = useFileAccounts({
    lined,
    accountId: start.accountId,
    // The server books such a file only into an account that holds securities.
    eligible: start.accounts.filter((a) => a.active && TRADING_TYPES.has(a.type)),
    type: 'STOCKS',
  });
  const [step, setStep] = useState<FileStep>('accounts');
  const [booking, setBooking] = useState<Record<string, number>>({});
  const [preview, setPreview] = useState<TradeFileImportResult | null>(null);
  const [result, setResult] = useState<TradeFileImportResult | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const importer = useImportTradeFile(setProgress);
  const failed = (e: unknown) => (setFailure(e), null);

  return {
    step,
    answer,
    lined,
    accounts,
    preview,
    result,
    progress,
    failure,
    working: accounts.creating || importer.isPending,
    async runPreview() {
      setFailure(null);
      const ids = await accounts.resolve().catch(failed);
      if (!ids) return;
      setBooking(ids);
      const answer = await importer
        .mutateAsync({ file, accounts: ids, dryRun: true })
        .catch(failed);
      if (!answer) return;
      setPreview(answer);
      setStep('preview');
    },
    async runImport() {
      setFailure(null);
      setProgress({ phase: 'upload', loaded: 0, total: file.size });
      setStep('importing');
      const answer = await importer
        .mutateAsync({ file, accounts: booking, dryRun: false })
        .catch(failed);
      if (!answer) return setStep('preview');
      setResult(answer);
      setStep('summary');
    },
    back: () => (setFailure(null), setStep('accounts')),
  };
}

export type TradeFileImport = ReturnType<typeof useTradeFileImport>;
