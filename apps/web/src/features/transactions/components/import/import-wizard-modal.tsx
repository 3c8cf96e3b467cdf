import type { Account, ImportResult, StatementDetect } from '@wealthlog/core';
import type { CsvImportConfig } from '../../../../components/import/csv-import-config';
import { CsvImportWizardModal } from '../../../../components/import/csv-import-wizard';
import { detectImport } from '../../api/import-detect';
import { useImportTransactions } from '../../api/import-transactions';
import { type MappingField, TRANSACTION_MAPPING } from './import-mapping';
import { StatementFlow } from './statement/statement-flow';
import { TransactionImportPreview } from './transaction-import-preview';

/**
 * The transactions' side of the shared CSV import wizard; a bank statement (detected by the
 * server from the content) skips the columns for steps of its own.
 */
const TRANSACTION_IMPORT: CsvImportConfig<MappingField, ImportResult, StatementDetect> = {
  ...TRANSACTION_MAPPING,
  ns: 'transactions.import',
  detect: async (file) => {
    const detected = await detectImport(file);
    return detected.format === 'csv' ? detected : { other: detected };
  },
  otherFlow: (props) => <StatementFlow {...props} />,
  accept: '.csv,.ofx,.qfx,.qif,.xml,.053,text/csv,text/plain,application/xml,text/xml',
  fileLabel: 'transactions.import.file',
  inlineDetectErrors: true,
  useImport: useImportTransactions,
  previewTable: (rows) => <TransactionImportPreview rows={rows} />,
};

interface Props {
  opened: boolean;
  onClose: () => void;
  accounts: readonly Account[];
  defaultAccountId?: number | undefined;
}

export function ImportWizardModal(props: Props) {
  return <CsvImportWizardModal config={TRANSACTION_IMPORT} {...props} />;
}
