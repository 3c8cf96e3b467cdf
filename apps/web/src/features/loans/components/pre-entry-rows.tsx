import { Text } from '@mantine/core';
import type { Loan, LoanPayment, ScheduleRowDto } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';

/**
 * The schedule rows due before the loan was entered: they count as made (API.md), so they are
 * marked PAID and in the repaid share, but nobody recorded them and no transaction was booked.
 * They are the PAID rows no recorded payment paid (core's paidLoanRows); a loan without a plan has
 * none (each of its rows is a repayment).
 */
export function preEntryRows(
  loan: Loan,
  rows: readonly ScheduleRowDto[],
  payments: readonly LoanPayment[],
): ScheduleRowDto[] {
  if (loan.method === 'NONE') return [];
  const recorded = new Set(payments.map((p) => p.n).filter((n) => n != null));
  return rows.filter((r) => r.status === 'PAID' && !recorded.has(r.n));
}

/** "89 payments counted as made before this loan was entered", with what they came to. */
export function PreEntrySummary({ loan, rows }: { loan: Loan; rows: ScheduleRowDto[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (rows.length === 0) return null;
  const money = (v: number) => format.money(v, loan.currency);
  // Sums of posted figures (each already rounded to the cent), shown, not computed on further.
  const sum = (pick: (r: ScheduleRowDto) => number) =>
    Math.round(rows.reduce((s, r) => s + pick(r) * 100, 0)) / 100;
  return (
    <Text size="sm" data-testid="pre-entry-rows">
      {t(rows.length === 1 ? 'loans.preEntryOne' : 'loans.preEntry', {
        count: rows.length,
        from: format.date(rows[0]!.date, 'short'),
        to: format.date(rows.at(-1)!.date, 'short'),
      })}{' '}
      {t('loans.preEntryTotals', {
        paid: money(sum((r) => r.payment)),
        principal: money(sum((r) => r.principal)),
        interest: money(sum((r) => r.interest)),
      })}
    </Text>
  );
}
