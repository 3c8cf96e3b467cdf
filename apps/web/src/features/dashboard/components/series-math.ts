import type { NetworthPoint } from '@wealthlog/core';

export type SeriesKey = 'netWorth' | 'assets' | 'liabilities';

export interface RangeChange {
  /** last − first. */
  delta: number;
  /** delta / |first|; null when the range starts at zero (no meaningful percentage). */
  ratio: number | null;
}

/**
 * The change over the range shown: from the series' first point to its last (both in the base
 * currency). Fewer than two points: no change to speak of.
 */
export function rangeChange(points: readonly NetworthPoint[], key: SeriesKey): RangeChange | null {
  if (points.length < 2) return null;
  const first = points[0]![key];
  const last = points[points.length - 1]![key];
  // Rounded to cents so 0.1 + 0.2 style float noise never shows as a change.
  const delta = Math.round((last - first) * 100) / 100;
  return { delta, ratio: first === 0 ? null : delta / Math.abs(first) };
}
