/** One row of the Monte Carlo answer's `targetReachedPct`: year index (0 = today), % of paths. */
export interface ReachedRow {
  year: number;
  pct: number;
}

/**
 * The year index by which `share` % of the paths have reached the target, or null if they never
 * do within the horizon. The share reached only grows (a path that got there counts from then on),
 * so the first row at or above the share is that percentile of the "year reached" distribution.
 */
export function yearReachedBy(rows: readonly ReachedRow[], share: number): number | null {
  return rows.find((r) => r.pct >= share)?.year ?? null;
}

/** At most about ten rows: every `step`-th year from year 1, plus the last year. */
export function compactRows(rows: readonly ReachedRow[], max = 10): ReachedRow[] {
  const ahead = rows.filter((r) => r.year >= 1);
  const step = Math.max(1, Math.ceil(ahead.length / max));
  return ahead.filter((r, i) => (i + 1) % step === 0 || i === ahead.length - 1);
}
