/**
 * The one-line text alternative of a chart (issue 19, item 4): what a sighted user reads off the
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
