import { Button } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import {
  PRICE_IMPORT_FIELDS,
  PRICE_IMPORT_REQUIRED,
  type PriceImportField,
  type PriceImportPreviewRow,
  type PriceImportResult,
} from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvImportConfig } from '../../../components/import/csv-import-config';
import { CsvImportWizardModal } from '../../../components/import/csv-import-wizard';
import {
  ImportPreviewTable,
  type PreviewColumn,
} from '../../../components/import/import-preview-table';
import { useFormat } from '../../../lib/use-format';
import { detectPriceImport, useImportPrices } from '../api/import-prices';

function PriceImportPreview({ rows }: { rows: readonly PriceImportPreviewRow[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: PreviewColumn<PriceImportPreviewRow>[] = [
    // A later line for the same day replaces this one: that is its "duplicate".
    { label: t('positions.instrument'), cell: (r) => <bdi>{r.instrument}</bdi>, badge: true },
    { label: t('positions.date'), cell: (r) => format.date(r.date) },
    { label: t('positions.price'), cell: (r) => format.number(r.price, 8), end: true },
    { label: t('positions.currency'), cell: (r) => r.currency ?? '—' },
  ];
  return (
    <ImportPreviewTable
      rows={rows}
      columns={columns}
      duplicateLabel={t('positions.import.replacedLater')}
      minWidth={420}
      testId="price-import-preview"
    />
  );
}

/** The prices' side of the shared CSV import wizard: symbol, date, close[, currency]. */
const PRICE_IMPORT: CsvImportConfig<PriceImportField, PriceImportResult> = {
  fields: PRICE_IMPORT_FIELDS,
  required: PRICE_IMPORT_REQUIRED,
  guesses: {
    instrument: /symbol|ticker|instrument|isin|titre|code|رمز|أداة/i,
    date: /date|day|jour|datum|تاريخ/i,
    price: /close|price|last|cours|clôture|prix|schluss|kurs|سعر|إغلاق/i,
    currency: /curr|ccy|devise|währung|عملة/i,
  },
  ns: 'positions.import',
  needsAccount: false,
  detect: detectPriceImport,
  useImport: useImportPrices,
  previewTable: (rows) => <PriceImportPreview rows={rows} />,
};

/** "Import prices": a CSV of closing prices through the wizard. */
export function PriceImportButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconUpload size={16} />}
        onClick={() => setOpen(true)}
        data-testid="prices-import"
      >
        {t('positions.import.open')}
      </Button>
      <CsvImportWizardModal
        config={PRICE_IMPORT}
        opened={open}
        onClose={() => setOpen(false)}
        accounts={[]}
      />
    </>
  );
}
