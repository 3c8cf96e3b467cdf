import { Badge } from '@mantine/core';
import type { StatementDetectAccount, StatementPreviewRow } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import {
  ImportPreviewTable,
  type PreviewColumn,
} from '../../../../../components/import/import-preview-table';
import { useFormat } from '../../../../../lib/use-format';
import { categoryLabel } from '../../category-label';
import { fileAccountLabel } from '../../../../../components/import/file-account-label';

/**
 * A statement's dry-run lines as the CSV's (a line already imported by its bank id dimmed and
 * badged), with the file's account when it has several, and the parts of a split payment.
 */
export function StatementImportPreview({
  rows,
  accounts,
}: {
  rows: readonly StatementPreviewRow[];
  accounts: readonly StatementDetectAccount[];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const byRef = new Map(accounts.map((a) => [a.ref, a]));
  const columns: PreviewColumn<StatementPreviewRow>[] = [
    { label: t('transactions.fields.date'), cell: (r) => format.date(r.date) },
    ...(accounts.filter((a) => a.lines > 0).length > 1
      ? [
          {
            label: t('csvImport.fileAccounts.column'),
            cell: (r: StatementPreviewRow) => (
              <bdi>{fileAccountLabel(t, byRef.get(r.account))}</bdi>
            ),
          },
        ]
      : []),
    { label: t('transactions.fields.type'), cell: (r) => t(`transactions.types.${r.type}`) },
    { label: t('transactions.fields.amount'), cell: (r) => format.number(r.amount, 8), end: true },
    {
      label: t('transactions.fields.description'),
      cell: (r) => (
        <>
          {r.description}
          {r.likelyDuplicate && (
            <>
              {' '}
              <Badge size="xs" color="orange" variant="light">
                {t('transactions.import.statement.likely.badge')}
              </Badge>
            </>
          )}
        </>
      ),
      badge: true,
    },
    {
      label: t('transactions.fields.category'),
      cell: (r) =>
        r.splits > 0 ? (
          <Badge size="xs" variant="light" data-testid={`statement-splits-${r.line}`}>
            {t('transactions.import.statement.splits', { parts: format.number(r.splits, 0) })}
          </Badge>
        ) : (
          categoryLabel(t, r.category)
        ),
    },
  ];
  return (
    <ImportPreviewTable
      rows={rows}
      columns={columns}
      duplicateLabel={t('csvImport.duplicate')}
      minWidth={560}
      testId="statement-preview-table"
      label={t('csvImport.steps.preview')}
    />
  );
}
