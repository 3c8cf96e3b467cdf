/**
 * A trade's summary of its fills (ADR 0010), as the select list of an aggregate over
 * `trade_fills` (GROUP BY trade_id, or one trade's rows): what the summary columns of `trades`
 * hold. The service writes it (repository `writeSummary`), the bench seed fills it in, and
 * migration 0012 backfilled with the same aggregate (migrations are frozen, so that copy stays).
 */
export const SUMMARY_OF_FILLS = `
  min(filled_at) FILTER (WHERE side = 'ENTRY') AS opened_at,
  min(day) FILTER (WHERE side = 'ENTRY') AS entry_day,
  max(filled_at) FILTER (WHERE side = 'EXIT') AS closed_at,
  max(day) FILTER (WHERE side = 'EXIT') AS close_day,
  sum(pnl) AS net_pnl,
  sum(quantity) FILTER (WHERE side = 'ENTRY') AS entry_quantity,
  sum(price * quantity) FILTER (WHERE side = 'ENTRY') AS entry_value`;

/** SET list of an `UPDATE trades t … FROM (aggregate) s`: every summary column from `s`. */
export const SET_SUMMARY = `opened_at = s.opened_at, entry_day = s.entry_day,
  closed_at = s.closed_at, close_day = s.close_day, net_pnl = s.net_pnl,
  entry_quantity = s.entry_quantity, entry_value = s.entry_value`;
