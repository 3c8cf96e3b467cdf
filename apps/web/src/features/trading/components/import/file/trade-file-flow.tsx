import type { TradeFileDetect } from '@wealthlog/core';
import type { OtherFlowProps } from '../../../../../components/import/csv-import-config';
import { FileFlowStepper } from '../../../../../components/import/file-flow-stepper';
import { TradeFileAccountsStep } from './trade-file-accounts-step';
import { TradeFilePreviewStep } from './trade-file-preview-step';
import { useTradeFileImport } from './use-trade-file-import';

/**
 * A Ghostfolio export's or OFX investment statement's steps once uploaded: its accounts instead
 * of a CSV's columns, then the dry run, the import and its summary.
 */
export function TradeFileFlow(props: OtherFlowProps<TradeFileDetect>) {
  const flow = useTradeFileImport(props);
  return (
    <FileFlowStepper
      step={flow.step}
      format={props.answer.format}
      progress={flow.progress}
      result={flow.result}
      onClose={props.onClose}
      accountsStep={<TradeFileAccountsStep flow={flow} onBack={props.onBack} />}
      previewStep={<TradeFilePreviewStep flow={flow} />}
    />
  );
}
