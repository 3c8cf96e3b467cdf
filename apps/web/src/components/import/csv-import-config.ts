import type { UseMutationResult } from '@tanstack/react-query';
import type { ImportDetectResult, ImportResult } from '@wealthlog/core';
import type { ReactNode } from 'react';
import type { CsvImportRequest } from '../../lib/api/csv-import';
import type { UploadProgress } from '../../lib/api/upload-with-progress';
import type { ColumnMapping, MappingSpec } from './csv-mapping';

/** What every import answer holds (core's summary shape); the preview's lines are the area's. */
export type CsvImportSummary = Omit<ImportResult, 'preview'> & { preview?: readonly unknown[] };

/**
 * One area's CSV import (transactions, trades) as the shared wizard runs it: its columns, its
 * endpoints (as a fetcher and a mutation hook that invalidates what the import changes), its texts
 * under the i18n prefix `ns` (`title`, `fileHint`, `duplicatesHint`, `signHint`, `run`,
 * `columns.<field>`) and how its preview lines look.
 */
export interface CsvImportConfig<
  F extends string,
  R extends CsvImportSummary,
> extends MappingSpec<F> {
  ns: string;
  /** False for a file that goes into no account (prices): the upload step asks for none. */
  needsAccount?: boolean;
  detect: (file: File) => Promise<ImportDetectResult>;
  useImport: (
    onProgress: (progress: UploadProgress) => void,
  ) => UseMutationResult<R, Error, CsvImportRequest<ColumnMapping<F>>>;
  previewTable(rows: NonNullable<R['preview']>): ReactNode;
}
