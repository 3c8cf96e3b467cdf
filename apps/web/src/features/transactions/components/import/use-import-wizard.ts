import type {
  CsvDateFormat,
  DecimalSeparator,
  ImportDetectResult,
  ImportMapping,
  ImportResult,
} from '@wealthlog/core';
import { useState } from 'react';
import type { UploadProgress } from '../../../../lib/api/upload-with-progress';
import { useDetectImport } from '../../api/import-detect';
import { useImportTransactions, type ImportRequest } from '../../api/import-transactions';
import { completeMapping, guessMapping, readHeaders } from './import-mapping';

export type ImportStep = 'upload' | 'mapping' | 'preview' | 'importing' | 'summary';
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
export function useImportWizard(initialAccountId: number | null = null) {
  const [step, setStep] = useState<ImportStep>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [accountId, setAccountId] = useState<number | null>(initialAccountId);
  const [detected, setDetected] = useState<ImportDetectResult | null>(null);
  const [headers, setHeaders] = useState<string[]>([]);
  const [mapping, setMapping] = useState<Partial<ImportMapping>>({});
  const [settings, setSettings] = useState<ImportSettings>({
    delimiter: ',',
    dateFormat: null,
    decimalSeparator: '.',
  });
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const detect = useDetectImport();
  const importer = useImportTransactions(setProgress);

  const request = (dryRun: boolean): ImportRequest | null => {
    const complete = completeMapping(mapping);
    if (!file || !accountId || !complete.ok || !settings.dateFormat) return null;
    const { delimiter, dateFormat, decimalSeparator } = settings;
    return {
      file,
      accountId,
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
    working: importer.isPending,
    setFile,
    setAccountId,
    setMapping,
    canPreview: request(true) !== null,
    async changeDelimiter(delimiter: string) {
      setSettings((s) => ({ ...s, delimiter }));
      if (!file) return;
      const next = await readHeaders(file, delimiter);
      setHeaders(next);
      setMapping(guessMapping(next));
    },
    setSettings: (patch: Partial<ImportSettings>) => setSettings((s) => ({ ...s, ...patch })),
    async runDetect() {
      if (!file) return;
      const answer = await detect.mutateAsync(file).catch(() => null);
      if (!answer) return;
      setDetected(answer);
      setHeaders(answer.headers);
      setMapping(guessMapping(answer.headers));
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
  };
}

export type ImportWizard = ReturnType<typeof useImportWizard>;
