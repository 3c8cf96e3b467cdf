import { Group, Skeleton, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Account, Transaction, TransactionFilter } from '@wealthlog/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useTransactionPages } from '../api/use-transaction-pages';
import { categoriesText, categoryLabel } from './category-label';
import { TransactionAmount } from './transaction-amount';
import classes from './transactions-list.module.css';
import { EditDeleteIcons } from '../../../components/edit-delete-icons';

interface Props {
  filter: TransactionFilter;
  /** Rows matching the filter (page 1's total): the scrollbar spans all of them from the start. */
  total: number;
  accounts: ReadonlyMap<number, Account>;
  onEdit: (tx: Transaction) => void;
  onDelete: (tx: Transaction) => void;
}

type RowProps = Pick<Props, 'accounts' | 'onEdit' | 'onDelete'>;

/**
 * Only the rows in view (plus a margin) are in the DOM, whatever the count: 100k transactions
 * scroll like 100. Rows have one fixed height per layout so no measuring is needed, and the
 * pages holding the rendered rows are loaded by useTransactionPages, in any order: a row whose
 * page has not arrived is a placeholder of the same height. Mount it with a new key when the
 * filter changes, so it starts again at the top.
 */
export function TransactionsList({ filter, total, ...rowProps }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const scroller = useRef<HTMLDivElement>(null);
  const rowHeight = phone ? 64 : 48;
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const { rowAt } = useTransactionPages(filter, items[0]?.index ?? 0, items.at(-1)?.index ?? 0);

  return (
    <div
      ref={scroller}
      className={classes.scroller}
      data-testid="transactions-list"
      role="table"
      aria-rowcount={total}
    >
      {!phone && (
        <div className={`${classes.row} ${classes.header}`} role="row">
          <span role="columnheader">{t('transactions.fields.date')}</span>
          <span role="columnheader">{t('transactions.fields.account')}</span>
          <span role="columnheader">{t('transactions.fields.type')}</span>
          <span role="columnheader">{t('transactions.fields.category')}</span>
          <span role="columnheader">{t('transactions.fields.description')}</span>
          <span role="columnheader" className={classes.amount}>
            {t('transactions.fields.amount')}
          </span>
          <span role="columnheader" aria-label={t('common.actions')} />
        </div>
      )}
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const tx = rowAt(item.index);
          const style = { height: item.size, transform: `translateY(${item.start}px)` };
          // Keyed by position, not tx.id: pages fetched at different times may briefly hold the
          // same transaction twice (a posting shifted the rows), and keys must stay unique.
          return tx ? (
            <Row
              key={item.key}
              tx={tx}
              phone={phone}
              style={style}
              index={item.index}
              {...rowProps}
            />
          ) : (
            <PlaceholderRow key={item.key} phone={phone} style={style} index={item.index} />
          );
        })}
      </div>
    </div>
  );
}

/** A row whose page is still on its way: same height and row index, a skeleton for content. */
function PlaceholderRow({
  phone,
  style,
  index,
}: {
  phone: boolean;
  style: React.CSSProperties;
  index: number;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={phone ? classes.phoneRow : classes.row}
      style={style}
      role="row"
      aria-rowindex={index + 1}
      aria-busy="true"
      data-testid="transaction-row-placeholder"
    >
      <span role="cell" className={classes.placeholder} aria-label={t('common.loading')}>
        <Skeleton height={12} radius="xl" />
      </span>
    </div>
  );
}

function Row({
  tx,
  phone,
  style,
  index,
  accounts,
  onEdit,
  onDelete,
}: RowProps & { tx: Transaction; phone: boolean; style: React.CSSProperties; index: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const account = accounts.get(tx.accountId)?.name ?? `#${tx.accountId}`;
  const target = tx.toAccountId
    ? ` → ${accounts.get(tx.toAccountId)?.name ?? `#${tx.toAccountId}`}`
    : '';
  const actions = (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <EditDeleteIcons
        compact
        editLabel={t('common.edit')}
        deleteLabel={t('common.delete')}
        onEdit={() => onEdit(tx)}
        onDelete={() => onDelete(tx)}
      />
    </Group>
  );
  if (phone) {
    return (
      <div
        className={classes.phoneRow}
        style={style}
        role="row"
        aria-rowindex={index + 1}
        data-testid="transaction-row"
      >
        {/* A row of a table holds cells (axe: aria-required-children), on a phone too. */}
        <Text size="sm" fw={500} className={classes.cell} role="cell">
          {tx.description || categoryLabel(t, tx.category) || t(`transactions.types.${tx.type}`)}
        </Text>
        <span role="cell" className={classes.amount}>
          <TransactionAmount tx={tx} />
        </span>
        <Text size="xs" c="dimmed" className={classes.cell} role="cell">
          {format.date(tx.date, 'short')} · {account}
          {target} · {t(`transactions.types.${tx.type}`)}
          {tx.splits.length > 0 && ` · ${categoriesText(t, tx)}`}
        </Text>
        <div role="cell">{actions}</div>
      </div>
    );
  }
  return (
    <div
      className={classes.row}
      style={style}
      role="row"
      aria-rowindex={index + 1}
      data-testid="transaction-row"
    >
      <span className={classes.cell} role="cell">
        {format.date(tx.date)}
      </span>
      <span className={classes.cell} role="cell">
        {account}
        {target}
      </span>
      <span className={classes.cell} role="cell">
        {t(`transactions.types.${tx.type}`)}
      </span>
      <span className={classes.cell} role="cell" data-testid="transaction-category">
        {categoriesText(t, tx)}
      </span>
      <span className={classes.cell} role="cell" title={tx.description ?? undefined}>
        {tx.description}
      </span>
      <span role="cell" className={classes.amount}>
        <TransactionAmount tx={tx} />
      </span>
      <span role="cell">{actions}</span>
    </div>
  );
}
