import type { UseMutationResult } from '@tanstack/react-query';
import type { Account, ImportDetectResult, ImportResult } from '@wealthlog/core';
import type { ReactNode } from 'react';
import type { CsvImportRequest } from '../../lib/api/csv-import';
import type { UploadProgress } from '../../lib/api/upload-with-progress';
import type { ColumnMapping, MappingSpec } from './csv-mapping';

/** What every import answer holds (core's summary shape); the preview's lines are the area's. */
export type CsvImportSummary = Omit<ImportResult, 'preview'> & { preview?: readonly unknown[] };

/** Detect's answer for a file that is no CSV (a bank statement), for the area's own steps. */
export interface OtherFile<O> {
  other: O;
}

/** What the area's own steps for such a file get from the upload step. */
export interface OtherFlowProps<O> {
  answer: O;
  file: File;
  /** The account chosen on the upload step, and the user's accounts. */
  accountId: number | null;
  accounts: readonly Account[];
  onBack: () => void;
  onClose: () => void;
}

/**
 * One area's CSV import (transactions, trades) as the shared wizard runs it: its columns, its
 * endpoints (as a fetcher and a mutation hook that invalidates what the import changes), its texts
 * under the i18n prefix `ns` (`title`, `fileHint`, `duplicatesHint`, `signHint`, `run`,
 * `columns.<field>`) and how its preview lines look.
 */
export interface CsvImportConfig<
  F extends string,
  R extends CsvImportSummary,
  O = unknown,
> extends MappingSpec<F> {
  ns: string;
  /** False for a file that goes into no account (prices): the upload step asks for none. */
  needsAccount?: boolean;
  detect: (file: File) => Promise<ImportDetectResult | OtherFile<O>>;
  /** The steps after the upload when detect says the file is no CSV (the mapping is skipped). */
  otherFlow?(props: OtherFlowProps<O>): ReactNode;
  /** The file input's types (default: a CSV's) and label (an i18n key, default "CSV file"). */
  accept?: string;
  fileLabel?: string;
  /**
   * Detect's failure under the file input instead of a toast: a statement that cannot be read
   * names its line, which must stay on screen while the user looks at the file.
   */
  inlineDetectErrors?: boolean;
  useImport: (
    onProgress: (progress: UploadProgress) => void,
  ) => UseMutationResult<R, Error, CsvImportRequest<ColumnMapping<F>>>;
  previewTable(rows: NonNullable<R['preview']>): ReactNode;
}
