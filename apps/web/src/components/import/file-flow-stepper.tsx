import { Stepper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadProgress } from '../../lib/api/upload-with-progress';
import type { CsvImportSummary } from './csv-import-config';
import { ImportAnnouncer } from './import-announcer';
import { ImportProgressStep } from './import-progress-step';
import { ImportSummaryStep } from './import-summary-step';

/** The steps of a file that is no CSV once uploaded: its accounts stand for a CSV's columns. */
export type FileStep = 'accounts' | 'preview' | 'importing' | 'summary';
const ACTIVE: Record<FileStep, number> = { accounts: 1, preview: 2, importing: 3, summary: 3 };

/**
 * The stepper of such a file (a bank statement, a broker's export): the upload done, then its
 * accounts, the dry run, the import with its progress and the summary (with what only this kind
 * of file has to say, `summaryExtra`), announced to screen readers as the CSV's steps are.
 */
export function FileFlowStepper({
  step,
  format,
  progress,
  result,
  accountsStep,
  previewStep,
  summaryExtra,
  onClose,
}: {
  step: FileStep;
  format: string;
  progress: UploadProgress | null;
  result: CsvImportSummary | null;
  accountsStep: ReactNode;
  previewStep: ReactNode;
  summaryExtra?: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ImportAnnouncer
        step={step === 'accounts' ? 'mapping' : step}
        progress={progress}
        result={result}
      />
      <Stepper
        active={ACTIVE[step]}
        size="sm"
        allowNextStepsSelect={false}
        data-testid="import-wizard"
        data-format={format}
      >
        <Stepper.Step label={t('csvImport.steps.upload')} />
        <Stepper.Step label={t('csvImport.fileAccounts.step')}>{accountsStep}</Stepper.Step>
        <Stepper.Step label={t('csvImport.steps.preview')}>{previewStep}</Stepper.Step>
        <Stepper.Step label={t('csvImport.steps.import')}>
          {step === 'importing' ? (
            <ImportProgressStep progress={progress} />
          ) : (
            <ImportSummaryStep result={result} onClose={onClose}>
              {summaryExtra}
            </ImportSummaryStep>
          )}
        </Stepper.Step>
      </Stepper>
    </>
  );
}
