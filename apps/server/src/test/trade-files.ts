import type { TestApp } from './app.js';
import { authed, type Signed } from './auth.js';
import { call } from './ledger.js';
import { csvImportBody } from './multipart.js';

/** Helpers of the API tests of Ghostfolio and OFX files through the trades' import. */

export function sendTradeFile(
  t: TestApp,
  who: Signed,
  path: '' | '/detect',
  fields: Record<string, string>,
  file: string | Buffer,
) {
  const body = csvImportBody(fields, file);
  return t.app.inject({
    method: 'POST',
    url: `/api/trade/import${path}`,
    payload: body.payload,
    headers: { ...authed(who), ...body.headers },
  });
}

export interface ListedTrade {
  id: number;
  accountId: number;
  instrument: string;
  assetClass: string;
  status: string;
  currency: string;
  openQuantity: number;
  realizedPnl: number | null;
  entryDate: string;
  fills: {
    side: string;
    quantity: number;
    price: number;
    fees: number;
    date: string;
    pnl: number | null;
  }[];
}

/** The account's trades, oldest first. */
export async function tradesIn(t: TestApp, who: Signed, accountId: number) {
  const res = await call(t, who, 'GET', `/api/trade?accountId=${accountId}&pageSize=100`);
  return ((res.json() as { items: ListedTrade[] }).items ?? []).reverse();
}

/** A trade as typing it into another account would give it: without ids and account. */
export const shapeOf = ({ id: _id, accountId: _account, ...rest }: ListedTrade) => ({
  ...rest,
  fills: rest.fills.map(({ ...f }) => {
    delete (f as { id?: number }).id;
    return f;
  }),
});

/** The account's transactions as the ledger holds them. */
export async function cashOf(t: TestApp, accountId: number) {
  const { rows } = await t.db.pool.query<{
    type: string;
    amount: string;
    date: string;
    category: string | null;
    bank_id: string | null;
    description: string | null;
  }>(
    `SELECT type, amount::numeric(20,2)::text AS amount, date::text, category, bank_id, description
     FROM transactions WHERE account_id = $1 ORDER BY date, id`,
    [accountId],
  );
  return rows;
}

/** What each of the account's trades holds open at the end of each fill day (ADR 0011). */
export async function stepsOf(t: TestApp, accountId: number) {
  const { rows } = await t.db.pool.query(
    `SELECT t.instrument, s.day::text, s.quantity::text, s.cost::text, s.fees::text, s.mark::text
     FROM trade_position_steps s JOIN trades t ON t.id = s.trade_id
     WHERE t.account_id = $1 ORDER BY t.id, s.day`,
    [accountId],
  );
  return rows;
}
