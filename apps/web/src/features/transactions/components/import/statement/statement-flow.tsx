import { Stepper } from '@mantine/core';
import type { StatementDetect } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import type { OtherFlowProps } from '../../../../../components/import/csv-import-config';
import { ImportAnnouncer } from '../../../../../components/import/import-announcer';
import { ImportProgressStep } from '../../../../../components/import/import-progress-step';
import { ImportSummaryStep } from '../../../../../components/import/import-summary-step';
import { ReconciliationList } from './reconciliation-list';
import { StatementAccountsStep } from './statement-accounts-step';
import { StatementPreviewStep } from './statement-preview-step';
import { useStatementImport, type StatementStep } from './use-statement-import';

const ACTIVE: Record<StatementStep, number> = { accounts: 1, preview: 2, importing: 3, summary: 3 };

/**
 * A bank statement's steps once uploaded (OFX/QFX, QIF, CAMT.053): its accounts instead of a CSV's
 * columns, then the dry run, the import and its summary with the stated balances checked.
 */
export function StatementFlow(props: OtherFlowProps<StatementDetect>) {
  const { t } = useTranslation();
  const flow = useStatementImport(props);
  return (
    <>
      <ImportAnnouncer
        step={flow.step === 'accounts' ? 'mapping' : flow.step}
        progress={flow.progress}
        result={flow.result}
      />
      <Stepper
        active={ACTIVE[flow.step]}
        size="sm"
        allowNextStepsSelect={false}
        data-testid="import-wizard"
        data-format={props.answer.format}
      >
        <Stepper.Step label={t('csvImport.steps.upload')} />
        <Stepper.Step label={t('transactions.import.statement.step')}>
          <StatementAccountsStep flow={flow} file={props.file} onBack={props.onBack} />
        </Stepper.Step>
        <Stepper.Step label={t('csvImport.steps.preview')}>
          <StatementPreviewStep flow={flow} />
        </Stepper.Step>
        <Stepper.Step label={t('csvImport.steps.import')}>
          {flow.step === 'importing' ? (
            <ImportProgressStep progress={flow.progress} />
          ) : (
            <ImportSummaryStep result={flow.result} onClose={props.onClose}>
              <ReconciliationList
                rows={flow.result?.reconciliation ?? []}
                fileAccounts={props.answer.accounts}
                accounts={flow.options}
              />
            </ImportSummaryStep>
          )}
        </Stepper.Step>
      </Stepper>
    </>
  );
}
