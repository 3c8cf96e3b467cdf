/**
 * The parts net worth is made of (DESIGN "How everything adds up to net worth", ADR 0007). Each
 * input hands the dashboard's one SQL statement (ADR 0006) three fragments over the same
 * parameters ($1 user id, $2 first day, $3 last day):
 * - `holders`: (holder int, type text, currency text) — one row per thing held or owed;
 * - `deltas`: (holder int, day date, delta numeric) — how its value changed on each day ≤ $3, in
 *   its own currency (an account's daily deltas; a valuation step; a loan balance step);
 * - `balances`: (holder int, type text, currency text, balance numeric) — its value on day $3.
 * Holder ids are unique across inputs: accounts use their own (positive) id; every other input
 * uses −(id × 16 + slot) with its own slot from 1 to 15.
 * Each area declares its input in its `<area>.area.ts` (accounts' cash balances are below, declared
 * by the accounts area); the ledger is handed the declared inputs in area order (context.ts).
 */
export interface NetWorthInput {
  name: string;
  holders: string;
  deltas: string;
  balances: string;
  /**
   * For an input whose holders belong to an account without being it (a trade in another currency
   * than its account's): `(holder int, account_id int)` for them, so a view of some accounts
   * (restrictToAccounts) keeps them. Holders that are account ids need none.
   */
  accounts?: string;
  /**
   * Moved by 'everyday' writes (plugins/dashboard-cache.ts: postings on accounts outside the
   * portfolio, linked to no property or loan): its balances are read afresh after one. Every other
   * input's balances may be kept across them (networthSummarySql's kept balances).
   */
  everyday?: boolean;
}

/** The fragments of every input, one UNION ALL per kind of fragment. */
export function unionOf(
  all: readonly NetWorthInput[],
  part: 'holders' | 'deltas' | 'balances',
): string {
  if (all.length === 0) throw new Error('No net-worth input is declared');
  return all.map((i) => `(${i[part].trim()})`).join('\n  UNION ALL\n  ');
}

/**
 * Accounts: their balance, from account_daily_deltas kept by every posting source's triggers
 * (ADR 0005). The deltas are read in primary-key order (user_id, account_id, day), so the running
 * sum per holder needs no sort.
 */
export const accountBalances: NetWorthInput = {
  name: 'accounts',
  everyday: true,
  holders: `SELECT id AS holder, type, currency FROM accounts WHERE user_id = $1`,
  deltas: `SELECT account_id AS holder, day, delta FROM account_daily_deltas
    WHERE user_id = $1 AND day <= $3::date`,
  // The trigger-kept total minus the deltas after $3: a few index entries, not every day.
  balances: `SELECT a.id AS holder, a.type, a.currency,
         coalesce(lt.total, 0) - coalesce((SELECT sum(d.delta) FROM account_daily_deltas d
           WHERE d.user_id = $1 AND d.account_id = a.id AND d.day > $3::date), 0) AS balance
    FROM accounts a
    LEFT JOIN account_ledger_totals lt ON lt.user_id = a.user_id AND lt.account_id = a.id
    WHERE a.user_id = $1`,
};

/**
 * The inputs seen through some accounts only ($6 int[] of account ids): each fragment keeps the
 * holders that are one of the accounts or, by an input's `accounts`, belong to one. What a view of
 * a portfolio or of one account (GET /api/performance) runs the dashboard's statements on.
 */
export function restrictToAccounts(all: readonly NetWorthInput[]): NetWorthInput[] {
  const owned = all.flatMap((i) => (i.accounts ? [`(${i.accounts.trim()})`] : []));
  const keep = `(x.holder = ANY($6::int[])${
    owned.length
      ? ` OR x.holder IN (SELECT m.holder FROM (${owned.join(' UNION ALL ')}) m (holder, account_id)
           WHERE m.account_id = ANY($6::int[]))`
      : ''
  })`;
  const only = (fragment: string) => `SELECT x.* FROM (${fragment.trim()}) x WHERE ${keep}`;
  return all.map((i) => ({
    name: i.name,
    holders: only(i.holders),
    deltas: only(i.deltas),
    balances: only(i.balances),
  }));
}
