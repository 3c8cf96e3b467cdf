import { useMutation } from '@tanstack/react-query';
import type { CsvDateFormat, DecimalSeparator, ImportDetectResult } from '@wealthlog/core';
import { useState } from 'react';
import type { CsvImportRequest } from '../../lib/api/csv-import';
import type { UploadProgress } from '../../lib/api/upload-with-progress';
import type { CsvImportConfig, CsvImportSummary } from './csv-import-config';
import { completeMapping, guessMapping, readHeaders, type ColumnMapping } from './csv-mapping';

/** 'other': a file that is no CSV, whose own steps (config.otherFlow) take over. */
export type ImportStep = 'upload' | 'mapping' | 'preview' | 'importing' | 'summary' | 'other';
export const IMPORT_STEPS: readonly ImportStep[] = [
  'upload',
  'mapping',
  'preview',
  'importing',
  'summary',
];

export interface ImportSettings {
  delimiter: string;
  dateFormat: CsvDateFormat | null;
  decimalSeparator: DecimalSeparator;
}

/**
 * The wizard's state: upload → detect → mapping (formats editable) → dry-run preview → import
 * with progress → summary. Each step's request answers decide whether the next step opens.
 */
export function useCsvImportWizard<F extends string, R extends CsvImportSummary, O = unknown>(
  config: CsvImportConfig<F, R, O>,
  initialAccountId: number | null = null,
) {
  const [step, setStep] = useState<ImportStep>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [accountId, setAccountId] = useState<number | null>(initialAccountId);
  const [detected, setDetected] = useState<ImportDetectResult | null>(null);
  const [headers, setHeaders] = useState<string[]>([]);
  const [mapping, setMapping] = useState<ColumnMapping<F>>({});
  const [settings, setSettings] = useState<ImportSettings>({
    delimiter: ',',
    dateFormat: null,
    decimalSeparator: '.',
  });
  const [preview, setPreview] = useState<R | null>(null);
  const [result, setResult] = useState<R | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [other, setOther] = useState<O | null>(null);
  const detect = useMutation({
    mutationFn: config.detect,
    meta: config.inlineDetectErrors
      ? { silent: true }
      : { errorFallback: 'messages.fileUploadFailed' },
  });
  const importer = config.useImport(setProgress);

  const request = (dryRun: boolean): CsvImportRequest<ColumnMapping<F>> | null => {
    const complete = completeMapping(config, mapping);
    const account = config.needsAccount === false ? null : accountId;
    if (!file || (config.needsAccount !== false && !account)) return null;
    if (!complete.ok || !settings.dateFormat) return null;
    const { delimiter, dateFormat, decimalSeparator } = settings;
    return {
      file,
      accountId: account,
      mapping: complete.mapping,
      delimiter,
      dateFormat,
      decimalSeparator,
      dryRun,
    };
  };

  return {
    step,
    file,
    accountId,
    detected,
    headers,
    mapping,
    settings,
    preview,
    result,
    progress,
    detecting: detect.isPending,
    /** Detect's failure, for a config that shows it under the file (inlineDetectErrors). */
    detectError: config.inlineDetectErrors ? detect.error : null,
    other,
    working: importer.isPending,
    setFile(next: File | null) {
      detect.reset();
      setFile(next);
    },
    setAccountId,
    setMapping,
    canPreview: request(true) !== null,
    async changeDelimiter(delimiter: string) {
      setSettings((s) => ({ ...s, delimiter }));
      if (!file) return;
      const next = await readHeaders(file, delimiter);
      setHeaders(next);
      setMapping(guessMapping(config, next));
    },
    setSettings: (patch: Partial<ImportSettings>) => setSettings((s) => ({ ...s, ...patch })),
    async runDetect() {
      if (!file) return;
      const answer = await detect.mutateAsync(file).catch(() => null);
      if (!answer) return;
      if ('other' in answer) {
        setOther(answer.other);
        return setStep('other');
      }
      setDetected(answer);
      setHeaders(answer.headers);
      setMapping(guessMapping(config, answer.headers));
      setSettings({
        delimiter: answer.delimiter,
        dateFormat: answer.dateFormat,
        decimalSeparator: answer.decimalSeparator,
      });
      setStep('mapping');
    },
    async runPreview() {
      const req = request(true);
      if (!req) return;
      const answer = await importer.mutateAsync(req).catch(() => null);
      if (!answer) return;
      setPreview(answer);
      setStep('preview');
    },
    async runImport() {
      const req = request(false);
      if (!req) return;
      setProgress({ phase: 'upload', loaded: 0, total: req.file.size });
      setStep('importing');
      const answer = await importer.mutateAsync(req).catch(() => null);
      if (!answer) return setStep('preview');
      setResult(answer);
      setStep('summary');
    },
    back: () => setStep((s) => (s === 'preview' ? 'mapping' : 'upload')),
    /** From a file's own steps back to the upload, to pick another file. */
    restart: () => (setOther(null), setStep('upload')),
  };
}

export type CsvImportWizard<
  F extends string = string,
  R extends CsvImportSummary = CsvImportSummary,
  O = unknown,
> = ReturnType<typeof useCsvImportWizard<F, R, O>>;
