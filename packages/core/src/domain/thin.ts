/**
 * Which of `n` positions to keep so that at most `max` (at least 2) remain: evenly spaced, the
 * first and the last always among them, ascending. Every position when `n` ≤ `max`.
 */
export function thinIndices(n: number, max: number): number[] {
  const keep = Math.max(2, Math.floor(max));
  if (n <= keep) return Array.from({ length: n }, (_, i) => i);
  // Steps of (n − 1) ÷ (keep − 1) > 1 positions: the rounded positions never repeat.
  const step = (n - 1) / (keep - 1);
  return Array.from({ length: keep }, (_, k) => Math.round(k * step));
}

/**
 * At most `max` of `points` (at least 2), evenly spaced by position (thinIndices), the first and
 * the last always kept. Points are picked, never merged or averaged: each kept one is exactly what
 * it was, so a chart of the sample reads true values on its days, and for a daily series "evenly
 * spaced by position" is evenly spaced in time. A series of `max` points or fewer comes back whole.
 */
export function thinSeries<T>(points: readonly T[], max: number): T[] {
  return thinIndices(points.length, max).map((i) => points[i]!);
}
