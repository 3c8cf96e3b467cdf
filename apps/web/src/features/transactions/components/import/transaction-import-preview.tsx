import type { ImportResult } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import {
  ImportPreviewTable,
  type PreviewColumn,
} from '../../../../components/import/import-preview-table';
import { useFormat } from '../../../../lib/use-format';
import { categoryLabel } from '../category-label';

type Row = NonNullable<ImportResult['preview']>[number];

/** The dry run's lines as transactions: duplicates dimmed and badged. */
export function TransactionImportPreview({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: PreviewColumn<Row>[] = [
    { label: t('transactions.fields.date'), cell: (r) => format.date(r.date) },
    { label: t('transactions.fields.type'), cell: (r) => t(`transactions.types.${r.type}`) },
    { label: t('transactions.fields.amount'), cell: (r) => format.number(r.amount, 8), end: true },
    { label: t('transactions.fields.description'), cell: (r) => r.description, badge: true },
    { label: t('transactions.fields.category'), cell: (r) => categoryLabel(t, r.category) },
  ];
  return (
    <ImportPreviewTable
      rows={rows}
      columns={columns}
      duplicateLabel={t('csvImport.duplicate')}
      minWidth={520}
    />
  );
}
