import { Badge, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { LoanSchedule } from '@wealthlog/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import classes from './schedule-table.module.css';

type Row = LoanSchedule['rows'][number];

/**
 * The schedule, row by row: only the rows in view are in the DOM (as the transactions list),
 * so a 360-payment mortgage scrolls like a short one. Rows have one fixed height per layout.
 */
export function ScheduleTable({ rows, currency }: { rows: Row[]; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const scroller = useRef<HTMLDivElement>(null);
  const rowHeight = phone ? 56 : 36;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);
  const money = (v: number) => format.money(v, currency);
  const status = (r: Row) => (
    // Default badges: coloured light/outline ones fail contrast at this size (axe).
    <Badge
      size="xs"
      variant={r.status === 'PLANNED' ? 'transparent' : 'default'}
      c="var(--mantine-color-text)"
    >
      {t(`loans.status.${r.status}`)}
    </Badge>
  );

  return (
    <div
      ref={scroller}
      className={classes.scroller}
      role="table"
      aria-label={t('loans.schedule')}
      aria-rowcount={rows.length}
      // Scrolls by keyboard too (the rows are not focusable themselves).
      tabIndex={0}
      data-testid="schedule-table"
    >
      {!phone && (
        <div className={`${classes.row} ${classes.header}`} role="row">
          <span role="columnheader">#</span>
          <span role="columnheader">{t('loans.fields.date')}</span>
          {(['payment', 'interest', 'principal', 'extra', 'balance'] as const).map((k) => (
            <span key={k} role="columnheader" className={classes.num}>
              {t(`loans.fields.${k}`)}
            </span>
          ))}
          <span role="columnheader">{t('loans.fields.status')}</span>
        </div>
      )}
      <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const r = rows[item.index]!;
          const style = { height: item.size, transform: `translateY(${item.start}px)` };
          return phone ? (
            <div
              key={item.key}
              className={classes.phoneRow}
              style={style}
              role="row"
              aria-rowindex={item.index + 1}
              data-testid="schedule-row"
            >
              <Text size="sm" fw={500} role="cell">
                {r.n}. {format.date(r.date, 'short')}
              </Text>
              <span role="cell" className={classes.num}>
                {money(r.payment)}
              </span>
              <Text size="xs" c="dimmed" role="cell">
                {t('loans.fields.interest')} {money(r.interest)} · {t('loans.fields.balance')}{' '}
                {money(r.balance)}
                {r.extra ? ` · ${t('loans.fields.extra')} ${money(r.extra)}` : ''}
              </Text>
              <span role="cell">{status(r)}</span>
            </div>
          ) : (
            <div
              key={item.key}
              className={classes.row}
              style={style}
              role="row"
              aria-rowindex={item.index + 1}
              data-testid="schedule-row"
            >
              <span role="cell">{r.n}</span>
              <span role="cell">{format.date(r.date, 'short')}</span>
              <span role="cell" className={classes.num}>
                {money(r.payment)}
              </span>
              <span role="cell" className={classes.num}>
                {money(r.interest)}
              </span>
              <span role="cell" className={classes.num}>
                {money(r.principal)}
              </span>
              <span role="cell" className={classes.num}>
                {r.extra ? money(r.extra) : ''}
              </span>
              <span role="cell" className={classes.num}>
                {money(r.balance)}
              </span>
              <span role="cell">{status(r)}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
