/**
 * The one-line text alternative of a chart: what a sighted user reads off the
 * line at a glance — which way it went between its first and last point, and by how much. Pure, so
 * the wording in `components/chart-summary.tsx` only has to translate the result.
 */
export interface SeriesPoint {
  date: string;
  value: number;
}

export type SeriesSummary =
  | { kind: 'empty' }
  | { kind: 'single'; date: string; value: number }
  | {
      kind: 'rise' | 'fall' | 'flat';
      start: string;
      end: string;
      from: number;
      to: number;
      /**
       * |to − from| / |from|, or null when a percentage would mislead: a start at zero or below
       * (a P&L curve from 0, a balance turning from debt to credit).
       */
      ratio: number | null;
    };

/**
 * Below half a cent (or half a unit of the last shown digit of an index) the two ends are the same
 * figure once formatted, so saying "rose 0 %" would be noise: that is flat.
 */
const FLAT_EPSILON = 0.005;

/**
 * `percent: false` for a running sum that starts from nothing (a cumulative P&L): "fell 531 %" from
 * a first day's +19 would say nothing true, the amounts at both ends do.
 */
export function summarizeSeries(
  points: readonly SeriesPoint[],
  { percent = true }: { percent?: boolean } = {},
): SeriesSummary {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return { kind: 'empty' };
  if (points.length === 1) return { kind: 'single', date: last.date, value: last.value };
  const change = last.value - first.value;
  const kind = Math.abs(change) < FLAT_EPSILON ? 'flat' : change > 0 ? 'rise' : 'fall';
  return {
    kind,
    start: first.date,
    end: last.date,
    from: first.value,
    to: last.value,
    ratio: !percent || kind === 'flat' || first.value <= 0 ? null : Math.abs(change) / first.value,
  };
}

export type SharesSummary =
  { kind: 'empty' } | { kind: 'shares'; total: number; largest: string; share: number };

/** A donut's summary: the total of its slices and the largest slice with its share. */
export function summarizeShares(slices: readonly { name: string; value: number }[]): SharesSummary {
  const positive = slices.filter((s) => s.value > 0);
  const total = positive.reduce((sum, s) => sum + s.value, 0);
  if (positive.length === 0 || total <= 0) return { kind: 'empty' };
  const largest = positive.reduce((a, b) => (b.value > a.value ? b : a));
  return { kind: 'shares', total, largest: largest.name, share: largest.value / total };
}

export type MonthsSummary =
  | { kind: 'empty' }
  | {
      kind: 'months';
      /** First and last month shown ('YYYY-MM'). */
      start: string;
      end: string;
      total: number;
      /** The month with the most spent, the first of them on a tie. */
      peak: string;
      peakValue: number;
      /** The biggest of the stacked parts over the whole range, when the bars are stacked. */
      largest: { name: string; share: number } | null;
    };

/**
 * Bars of spending by month (stacked by category or not): the total, the month with the most and,
 * for stacked bars, the biggest part and its share. Summed in cents so the total is the exact sum
 * of the figures in the table view.
 */
export function summarizeMonths(
  months: readonly { month: string; parts: readonly { name: string; value: number }[] }[],
): MonthsSummary {
  const cents = (v: number) => Math.round(v * 100);
  const byPart = new Map<string, number>();
  let total = 0;
  let any = false;
  let peak: { month: string; value: number } | null = null;
  for (const m of months) {
    const sum = m.parts.reduce((s, p) => s + cents(p.value), 0);
    total += sum;
    any ||= m.parts.some((p) => cents(p.value) !== 0);
    if (peak === null || sum > peak.value) peak = { month: m.month, value: sum };
    for (const p of m.parts) byPart.set(p.name, (byPart.get(p.name) ?? 0) + cents(p.value));
  }
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last || !peak || !any) return { kind: 'empty' };
  // A share of a total that refunds brought to zero or below would say nothing true.
  let largest: { name: string; share: number } | null = null;
  if (byPart.size > 1 && total > 0) {
    const [name, value] = [...byPart].reduce((a, b) => (b[1] > a[1] ? b : a));
    largest = { name, share: value / total };
  }
  return {
    kind: 'months',
    start: first.month,
    end: last.month,
    total: total / 100,
    peak: peak.month,
    peakValue: peak.value / 100,
    largest,
  };
}
