import { uploadWithProgress, type UploadProgress } from './upload-with-progress';
import type { CsvDateFormat, DecimalSeparator } from '@wealthlog/core';

/** A CSV import request of any area (transactions, trades): the multipart fields and the file. */
export interface CsvImportRequest<M> {
  file: File;
  /** Null for a file that goes into no account (prices). */
  accountId: number | null;
  mapping: M;
  dateFormat: CsvDateFormat;
  decimalSeparator: DecimalSeparator;
  delimiter: string;
  dryRun: boolean;
}

/** The multipart fields of core's csvImportFieldsSchema; text fields before the file, as the server reads. */
export function csvImportForm<M>(req: CsvImportRequest<M>): FormData {
  const form = new FormData();
  if (req.accountId !== null) form.append('accountId', String(req.accountId));
  form.append('mapping', JSON.stringify(req.mapping));
  form.append('dateFormat', req.dateFormat);
  form.append('decimalSeparator', req.decimalSeparator);
  form.append('delimiter', req.delimiter);
  form.append('dryRun', String(req.dryRun));
  form.append('file', req.file);
  return form;
}

/** POST of a CSV import to `path` (dryRun: a preview; else the import), with upload progress. */
export function postCsvImport<R, M>(
  path: string,
  req: CsvImportRequest<M>,
  onProgress?: (progress: UploadProgress) => void,
): Promise<R> {
  return uploadWithProgress<R>(path, csvImportForm(req), onProgress ? { onProgress } : {});
}
