import type { StatementDetect } from '@wealthlog/core';
import type { OtherFlowProps } from '../../../../../components/import/csv-import-config';
import { FileFlowStepper } from '../../../../../components/import/file-flow-stepper';
import { ReconciliationList } from './reconciliation-list';
import { StatementAccountsStep } from './statement-accounts-step';
import { StatementPreviewStep } from './statement-preview-step';
import { useStatementImport } from './use-statement-import';

/**
 * A bank statement's steps once uploaded (OFX/QFX, QIF, CAMT.053): its accounts instead of a CSV's
 * columns, then the dry run, the import and its summary with the stated balances checked.
 */
export function StatementFlow(props: OtherFlowProps<StatementDetect>) {
  const flow = useStatementImport(props);
  return (
    <FileFlowStepper
      step={flow.step}
      format={props.answer.format}
      progress={flow.progress}
      result={flow.result}
      onClose={props.onClose}
      accountsStep={<StatementAccountsStep flow={flow} file={props.file} onBack={props.onBack} />}
      previewStep={<StatementPreviewStep flow={flow} />}
      summaryExtra={
        <ReconciliationList
          rows={flow.result?.reconciliation ?? []}
          fileAccounts={props.answer.accounts}
          accounts={flow.accounts.options}
        />
      }
    />
  );
}
