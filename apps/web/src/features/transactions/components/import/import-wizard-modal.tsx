import type { Account, ImportResult } from '@wealthlog/core';
import type { CsvImportConfig } from '../../../../components/import/csv-import-config';
import { CsvImportWizardModal } from '../../../../components/import/csv-import-wizard';
import { detectImport } from '../../api/import-detect';
import { useImportTransactions } from '../../api/import-transactions';
import { type MappingField, TRANSACTION_MAPPING } from './import-mapping';
import { TransactionImportPreview } from './transaction-import-preview';

/** The transactions' side of the shared CSV import wizard. */
const TRANSACTION_IMPORT: CsvImportConfig<MappingField, ImportResult> = {
  ...TRANSACTION_MAPPING,
  ns: 'transactions.import',
  detect: detectImport,
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
