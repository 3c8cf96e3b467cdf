import { Button } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import type { Account, TradeFilter, TradeImportField, TradeImportResult } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvImportConfig } from '../../../../components/import/csv-import-config';
import { CsvImportWizardModal } from '../../../../components/import/csv-import-wizard';
import { useDownload } from '../../../../lib/use-download';
import { exportTrades } from '../../api/export-trades';
import { detectTradeImport, useImportTrades } from '../../api/import-trades';
import { TRADE_MAPPING } from './trade-import-mapping';
import { TradeImportPreview } from './trade-import-preview';

/** The trades' side of the shared CSV import wizard. */
const TRADE_IMPORT: CsvImportConfig<TradeImportField, TradeImportResult> = {
  ...TRADE_MAPPING,
  ns: 'trading.import',
  detect: detectTradeImport,
  useImport: useImportTrades,
  previewTable: (rows) => <TradeImportPreview rows={rows} />,
};

/** The trading page's "Import" (a broker CSV, through the wizard) and "Export" (the filtered trades). */
export function TradeFileActions({
  accounts,
  filter,
}: {
  accounts: readonly Account[];
  filter: TradeFilter;
}) {
  const { t } = useTranslation();
  const [importing, setImporting] = useState(false);
  const exporting = useDownload(() => exportTrades(filter));
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconUpload size={16} />}
        onClick={() => setImporting(true)}
        data-testid="trades-import"
      >
        {t('trading.import.open')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        onClick={() => void exporting.start()}
        loading={exporting.downloading}
        data-testid="trades-export"
      >
        {t('trading.export')}
      </Button>
      <CsvImportWizardModal
        config={TRADE_IMPORT}
        opened={importing}
        onClose={() => setImporting(false)}
        accounts={accounts}
        defaultAccountId={filter.accountId ? Number(filter.accountId) : undefined}
      />
    </>
  );
}
