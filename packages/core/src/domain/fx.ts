import type { Decimal } from 'decimal.js';
import { type DecimalInput, MoneyDecimal, toDecimal } from './money.js';

/**
 * Exchange-rate rules of API.md "Exchange rates", pure, so the SQL of the dashboard has a
 * reference to agree with.
 *
 * A stored rate reads "1 base = rate quote" on `date`. Converting X to B on day D:
 * 1. same currency → 1;
 * 2. the latest rate on or before D between X and B, in either direction: X→B as stored, or B→X
 *    inverted. When both exist, the later date wins; on the same date the direct one does
 *    (so a user who enters today's USD→EUR is not overruled by last week's EUR→USD, and vice versa);
 * 3. else through EUR: X→EUR then EUR→B, each leg chosen by rule 2 on its own;
 * 4. else null: the caller leaves the figure out and lists X in `missingRates`.
 * For one (base, quote, date) a user's own rate wins over a shared one.
 */
export const FX_PIVOT = 'EUR';

/**
 * The base currency of a user who has not chosen one (the general settings' column default), and
 * the currency a form or chart falls back to before its data says otherwise.
 */
export const DEFAULT_CURRENCY = 'EUR';

export interface FxRateInput {
  date: string;
  base: string;
  quote: string;
  rate: DecimalInput;
  /** The signed-in user's own rate (true) or a shared one (false / absent). */
  own?: boolean;
}

/**
 * A conversion factor kept as a fraction, so an inverse rate stays exact until the very last
 * division (amount × num / den), exactly as the SQL computes it.
 */
export interface FxFactor {
  num: Decimal;
  den: Decimal;
}

interface DatedRate {
  date: string;
  rate: Decimal;
  own: boolean;
}

interface DirectedHit extends FxFactor {
  date: string;
  inverse: boolean;
}

export interface RateBook {
  /** The factor that turns an amount of `from` into `to` on `day`, or null when none is known. */
  factor(from: string, to: string, day: string): FxFactor | null;
  /** The conversion rate as one Decimal (40 significant digits), or null. */
  rate(from: string, to: string, day: string): Decimal | null;
  /** `amount` of `from` expressed in `to` on `day`, unrounded; null when no rate is known. */
  convert(amount: DecimalInput, from: string, to: string, day: string): Decimal | null;
}

const ONE = new MoneyDecimal(1);

/** The index of the last entry whose date is on or before `day` (entries sorted by date), or -1. */
function lastOnOrBefore(entries: DatedRate[], day: string): number {
  let lo = 0;
  let hi = entries.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (entries[mid]!.date <= day) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Indexes `rates` by pair and date (own over shared) for fast look-ups. */
export function createRateBook(rates: Iterable<FxRateInput>): RateBook {
  const byPair = new Map<string, Map<string, DatedRate>>();
  for (const r of rates) {
    const key = `${r.base}/${r.quote}`;
    let days = byPair.get(key);
    if (!days) byPair.set(key, (days = new Map()));
    const own = r.own === true;
    const existing = days.get(r.date);
    if (existing && existing.own && !own) continue;
    days.set(r.date, { date: r.date, rate: toDecimal(r.rate), own });
  }
  const sorted = new Map<string, DatedRate[]>();
  for (const [key, days] of byPair) {
    sorted.set(
      key,
      [...days.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
    );
  }

  const latest = (base: string, quote: string, day: string): DatedRate | null => {
    const entries = sorted.get(`${base}/${quote}`);
    if (!entries) return null;
    const i = lastOnOrBefore(entries, day);
    return i < 0 ? null : entries[i]!;
  };

  const directed = (from: string, to: string, day: string): DirectedHit | null => {
    if (from === to) return { num: ONE, den: ONE, date: day, inverse: false };
    const direct = latest(from, to, day);
    const inverse = latest(to, from, day);
    if (direct && (!inverse || direct.date >= inverse.date)) {
      return { num: direct.rate, den: ONE, date: direct.date, inverse: false };
    }
    if (inverse) return { num: ONE, den: inverse.rate, date: inverse.date, inverse: true };
    return null;
  };

  const factor = (from: string, to: string, day: string): FxFactor | null => {
    const hit = directed(from, to, day);
    if (hit) return { num: hit.num, den: hit.den };
    if (from === FX_PIVOT || to === FX_PIVOT) return null;
    const leg1 = directed(from, FX_PIVOT, day);
    const leg2 = leg1 && directed(FX_PIVOT, to, day);
    if (!leg1 || !leg2) return null;
    return { num: leg1.num.times(leg2.num), den: leg1.den.times(leg2.den) };
  };

  return {
    factor,
    rate(from, to, day) {
      const f = factor(from, to, day);
      return f ? f.num.dividedBy(f.den) : null;
    },
    convert(amount, from, to, day) {
      const f = factor(from, to, day);
      return f ? toDecimal(amount).times(f.num).dividedBy(f.den) : null;
    },
  };
}
