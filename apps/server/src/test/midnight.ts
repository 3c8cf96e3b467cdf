/**
 * Reads that depend on "today" (balances, what is due, what the schedule posts) are only equal
 * when both sides are read on the same calendar day. The day is the user's, in their time zone,
 * taken from the database's clock: a test cannot pin it. A test that compares such reads across a
 * span of time calls this first: when a midnight of one of `zones` falls within `spanMs` from
 * now, it waits until that midnight has passed (at most `spanMs`), so the span lies in one day.
 */
export async function outsideMidnight(zones: readonly string[], spanMs: number): Promise<void> {
  const waits = zones.map((zone) => untilMidnight(zone, new Date())).filter((w) => w <= spanMs);
  if (waits.length) await new Promise((resolve) => setTimeout(resolve, Math.max(...waits) + 2000));
}

/** Milliseconds from `now` to the next midnight in `zone`. */
export function untilMidnight(zone: string, now: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const elapsed = ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000;
  return 86_400_000 - elapsed - now.getMilliseconds();
}
