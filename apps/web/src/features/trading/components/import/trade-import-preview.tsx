import type { TradeImportPreviewRow } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import {
  ImportPreviewTable,
  type PreviewColumn,
} from '../../../../components/import/import-preview-table';
import { useFormat } from '../../../../lib/use-format';

/** The dry run's lines as trades: duplicates dimmed and badged; an empty exit is an open trade. */
export function TradeImportPreview({ rows }: { rows: readonly TradeImportPreviewRow[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const when = (at: string | null) => (at ? format.dateTime(at) : '—');
  const figure = (v: number | null) => (v === null ? '—' : format.number(v, 8));
  const columns: PreviewColumn<TradeImportPreviewRow>[] = [
    { label: t('fieldLabels.instrument'), cell: (r) => r.instrument, badge: true },
    { label: t('fieldLabels.direction'), cell: (r) => t(`trading.directions.${r.direction}`) },
    { label: t('fieldLabels.quantity'), cell: (r) => figure(r.quantity), end: true },
    { label: t('fieldLabels.entryPrice'), cell: (r) => figure(r.entryPrice), end: true },
    { label: t('fieldLabels.entryDate'), cell: (r) => when(r.entryDate) },
    { label: t('fieldLabels.exitPrice'), cell: (r) => figure(r.exitPrice), end: true },
    { label: t('fieldLabels.exitDate'), cell: (r) => when(r.exitDate) },
    { label: t('fieldLabels.fees'), cell: (r) => figure(r.fees), end: true },
  ];
  return (
    <ImportPreviewTable
      rows={rows}
      columns={columns}
      duplicateLabel={t('csvImport.duplicate')}
      minWidth={640}
      testId="trade-import-preview"
    />
  );
}
