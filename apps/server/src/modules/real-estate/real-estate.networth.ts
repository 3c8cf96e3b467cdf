import type { NetWorthInput } from '../../ledger/networth-inputs.js';

/**
 * Properties in net worth (DESIGN "How everything adds up to net worth", ADR 0007): an illiquid
 * REAL_ESTATE asset worth its latest valuation on or before each day (else the purchase price) ×
 * the ownership share, from the purchase day until the sale day (0 from then on; the sale's money
 * is whatever the user books into an account). Holder −(id × 16 + 3): slot 3 is properties'
 * (positions use 1, loans 2).
 *
 * Computed in SQL over the valuations, no per-day table: a property's value only changes on its
 * purchase, valuation and sale days, so the steps are read straight from property_valuations (its
 * (property_id, date) index), and a write needs nothing kept in step. 20 properties with monthly
 * valuations over 10 years are 2,400 step rows against the 80k daily rows of accounts.
 */
const HOLDER = `-(p.id * 16 + 3)`;
const SHARE = `p.ownership_pct / 100`;
/** The latest valuation of p on or before the day `d`, else its purchase price. */
const valueOn = (d: string) => `coalesce((SELECT v.value FROM property_valuations v
      WHERE v.property_id = p.id AND v.date <= ${d} ORDER BY v.date DESC LIMIT 1), p.purchase_price)`;

export const propertyValues: NetWorthInput = {
  name: 'properties',
  holders: `SELECT ${HOLDER} AS holder, 'REAL_ESTATE'::text AS type, p.currency
    FROM properties p WHERE p.user_id = $1`,
  // Each step's value minus the one before it; `ord` keeps purchase, valuations and sale in order
  // when they fall on one day.
  deltas: `SELECT holder, day, value - coalesce(lag(value) OVER (PARTITION BY holder ORDER BY day, ord), 0) AS delta
    FROM (
      SELECT ${HOLDER} AS holder, p.purchase_date AS day, 0 AS ord,
             ${valueOn('p.purchase_date')} * ${SHARE} AS value
      FROM properties p WHERE p.user_id = $1 AND p.purchase_date <= $3::date
      UNION ALL
      SELECT ${HOLDER}, v.date, 1, v.value * ${SHARE}
      FROM property_valuations v JOIN properties p ON p.id = v.property_id
      WHERE v.user_id = $1 AND v.date > p.purchase_date AND v.date <= $3::date
        AND (p.sale_date IS NULL OR v.date < p.sale_date)
      UNION ALL
      SELECT ${HOLDER}, p.sale_date, 2, 0
      FROM properties p WHERE p.user_id = $1 AND p.sale_date <= $3::date
    ) steps`,
  balances: `SELECT ${HOLDER} AS holder, 'REAL_ESTATE'::text AS type, p.currency,
      CASE WHEN p.purchase_date > $3::date OR p.sale_date <= $3::date THEN 0
           ELSE ${valueOn('$3::date')} * ${SHARE} END AS balance
    FROM properties p WHERE p.user_id = $1`,
};
