import { Badge, Button, Table } from '@mantine/core';
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
import { useFormat } from '../../../lib/use-format';
import { detectPriceImport, useImportPrices } from '../api/import-prices';

function PriceImportPreview({ rows }: { rows: readonly PriceImportPreviewRow[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table fz="xs" withTableBorder striped data-testid="price-import-preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('positions.instrument')}</Table.Th>
            <Table.Th>{t('positions.date')}</Table.Th>
            <Table.Th ta="end">{t('positions.price')}</Table.Th>
            <Table.Th>{t('positions.currency')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.line} c={row.duplicate ? 'dimmed' : undefined}>
              <Table.Td>{format.number(row.line, 0)}</Table.Td>
              <Table.Td>
                <bdi>{row.instrument}</bdi>{' '}
                {row.duplicate && (
                  <Badge size="xs" color="gray">
                    {t('positions.import.replacedLater')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{format.date(row.date)}</Table.Td>
              <Table.Td ta="end">{format.number(row.price, 8)}</Table.Td>
              <Table.Td>{row.currency ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
