import { addDays, daysFromTo } from './days.js';
import { type DecimalInput, MoneyDecimal, toDecimal } from './money.js';
import {
  type PerformanceDay,
  type PerformanceFigures,
  performanceFigures,
  type PerformancePoint,
} from './performance.js';
import { thinIndices } from './thin.js';

const HUNDRED = new MoneyDecimal(100);
const isZero = (x: DecimalInput) => (typeof x === 'number' ? x === 0 : toDecimal(x).isZero());
const same = (a: DecimalInput, b: DecimalInput) =>
  typeof a === 'number' && typeof b === 'number' ? a === b : toDecimal(a).eq(toDecimal(b));

/**
 * performanceFigures of every day from `range.from` to `range.to`, given only the days that change
 * something, with one point on each of at most `maxPoints` days (thinIndices: evenly spaced, the
 * first and the last day kept).
 *
 * `days` (ascending, inside the range) must hold every day whose value differs from the day
 * before's or that has a flow; any other day may be left out, or given. A day left out is worth
 * the day before's value and has no flow: its factor is exactly 1 and it adds nothing to any
 * figure, so the work follows the changes, not the calendar — a century of quiet days (an account
 * opened in 1900) costs nothing. The range's last day ends the XIRR, so it is added when missing.
 * Each returned point is exact: the figures of the last change on or before its day, which hold
 * until the next change — never an average.
 */
export function performanceSeries(
  opening: { date: string; value: DecimalInput },
  days: readonly PerformanceDay[],
  range: { from: string; to: string },
  maxPoints: number,
): PerformanceFigures {
  const changing = days.filter(
    (d, i) => !isZero(d.flow) || !same(d.value, i === 0 ? opening.value : days[i - 1]!.value),
  );
  const lastValue = days.length > 0 ? days[days.length - 1]!.value : opening.value;
  const count = range.to < range.from ? 0 : daysFromTo(range.from, range.to) + 1;
  if (count > 0 && changing.at(-1)?.date !== range.to) {
    changing.push({ date: range.to, value: lastValue, flow: 0 });
  }
  const figures = performanceFigures(opening, changing);
  const start = toDecimal(opening.value);
  const quiet = { value: start, netContributions: start, twrIndex: HUNDRED };
  let j = -1;
  const points = thinIndices(count, maxPoints).map((k): PerformancePoint => {
    const date = addDays(range.from, k);
    while (j + 1 < figures.points.length && figures.points[j + 1]!.date <= date) j += 1;
    return { ...(j >= 0 ? figures.points[j]! : quiet), date };
  });
  return { ...figures, points };
}
