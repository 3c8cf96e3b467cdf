import { Button } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import type {
  Account,
  TradeFileDetect,
  TradeFilter,
  TradeImportField,
  TradeImportResult,
} from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvImportConfig } from '../../../../components/import/csv-import-config';
import { CsvImportWizardModal } from '../../../../components/import/csv-import-wizard';
import { useDownload } from '../../../../lib/use-download';
import { exportTrades } from '../../api/export-trades';
import { detectTradeImport, useImportTrades } from '../../api/import-trades';
import { TradeFileFlow } from './file/trade-file-flow';
import { TRADE_MAPPING } from './trade-import-mapping';
import { TradeImportPreview } from './trade-import-preview';

/**
 * The trades' side of the shared CSV import wizard; a Ghostfolio export or an OFX investment
 * statement (told apart by the server from the content) skips the columns for steps of its own.
 */
const TRADE_IMPORT: CsvImportConfig<TradeImportField, TradeImportResult, TradeFileDetect> = {
  ...TRADE_MAPPING,
  ns: 'trading.import',
  detect: detectTradeImport,
  otherFlow: (props) => <TradeFileFlow {...props} />,
  accept: '.csv,.json,.ofx,.qfx,text/csv,text/plain,application/json,application/x-ofx',
  fileLabel: 'trading.import.file',
  // An unreadable export names the activity it stopped at: it stays under the file.
  inlineDetectErrors: true,
  useImport: useImportTrades,
  previewTable: (rows) => <TradeImportPreview rows={rows} />,
};

/** The trading page's "Import" (a broker CSV, Ghostfolio or OFX file, through the wizard) and "Export" (the filtered trades). */
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
