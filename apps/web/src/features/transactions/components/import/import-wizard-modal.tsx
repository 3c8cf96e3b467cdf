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
  // Until the wizard reads statement files, it takes a CSV's answer only.
  detect: async (file) => {
    const detected = await detectImport(file);
    if (detected.format !== 'csv') throw new Error(detected.format);
    return detected;
  },
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
