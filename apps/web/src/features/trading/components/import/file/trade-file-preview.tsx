import type { TradeFileDetect, TradeFilePreviewRow } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { fileAccountLabel } from '../../../../../components/import/file-account-label';
import {
  ImportPreviewTable,
  type PreviewColumn,
} from '../../../../../components/import/import-preview-table';
import { useFormat } from '../../../../../lib/use-format';

/**
 * The dry run's lines as they would be booked: buys and sells (the fills of trades) with their
 * quantity and price, dividends, interest, fees and cash moves with their amount; a line already
 * imported dimmed and badged; the file's account named when it has several.
 */
export function TradeFilePreview({
  rows,
  accounts,
}: {
  rows: readonly TradeFilePreviewRow[];
  accounts: TradeFileDetect['accounts'];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const byRef = new Map(accounts.map((a) => [a.ref, a]));
  const figure = (v: number | null) => (v === null ? '—' : format.number(v, 8));
  const columns: PreviewColumn<TradeFilePreviewRow>[] = [
    { label: t('fieldLabels.date'), cell: (r) => format.date(r.date) },
    ...(accounts.filter((a) => a.activities > 0).length > 1
      ? [
          {
            label: t('csvImport.fileAccounts.column'),
            cell: (r: TradeFilePreviewRow) => (
              <bdi>{fileAccountLabel(t, byRef.get(r.account))}</bdi>
            ),
          },
        ]
      : []),
    { label: t('fieldLabels.type'), cell: (r) => t(`trading.import.files.types.${r.type}`) },
    { label: t('fieldLabels.symbol'), cell: (r) => <bdi>{r.symbol ?? '—'}</bdi>, badge: true },
    { label: t('fieldLabels.quantity'), cell: (r) => figure(r.quantity), end: true },
    { label: t('fieldLabels.price'), cell: (r) => figure(r.price), end: true },
    {
      label: t('fieldLabels.amount'),
      cell: (r) =>
        r.amount === null
          ? '—'
          : r.currency
            ? format.money(r.amount, r.currency)
            : figure(r.amount),
      end: true,
    },
    { label: t('fieldLabels.fees'), cell: (r) => figure(r.fees), end: true },
    { label: t('fieldLabels.currency'), cell: (r) => r.currency ?? '—' },
  ];
  return (
    <ImportPreviewTable
      rows={rows}
      columns={columns}
      duplicateLabel={t('csvImport.duplicate')}
      minWidth={680}
      testId="trade-file-preview"
      label={t('csvImport.steps.preview')}
    />
  );
}
