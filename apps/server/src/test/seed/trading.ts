import { authed } from '../auth.js';
import { daysFromToday } from '../ledger.js';
import { csvImportBody } from '../multipart.js';
import type { AccountName } from './accounts.js';
import { at, type Seeder } from './seeder.js';

/**
 * Instruments, the user's prices, trades with fills: open and closed, long and short, in the
 * account's currency and in another, cancelled, with tags, a pattern and a screenshot.
 */
export async function seedTrading(
  x: Seeder,
  accounts: Record<AccountName, number>,
  media: { chart: string },
) {
  const { call } = x;
  // Instruments, prices, trades with fills: open and closed, three instruments, tags and media.
  await call('PUT', '/api/instruments/ACME', {
    name: 'Acme Corp',
    assetClass: 'STOCK',
    currency: 'USD',
  });
  await call('PUT', '/api/instruments/BTC', { name: 'Bitcoin', assetClass: 'CRYPTO' });
  await call('PUT', '/api/instruments/EURUSD', {
    assetClass: 'FX',
    multiplier: 100000,
    pipSize: 0.0001,
  });
  for (let i = 0; i <= 60; i += 5) {
    const date = daysFromToday(-60 + i);
    await call('POST', '/api/prices', {
      instrument: 'ACME',
      date,
      price: 10 + i / 10,
      currency: 'USD',
    });
    await call('POST', '/api/prices', { instrument: 'BTC', date, price: 60000 + i * 100 });
  }
  // A vendor's file: every other day of ACME (IMPORT; a typed price of the same day wins).
  const csv = ['instrument,date,close'];
  for (let i = 1; i <= 60; i += 2) csv.push(`ACME,${daysFromToday(-i)},${(11 + i / 7).toFixed(4)}`);
  const form = csvImportBody(
    {
      mapping: JSON.stringify({ instrument: 'instrument', date: 'date', price: 'close' }),
      dateFormat: 'YYYY-MM-DD',
      decimalSeparator: '.',
    },
    csv.join('\n'),
  );
  const imported = await x.t.app.inject({
    method: 'POST',
    url: '/api/prices/import',
    headers: { ...authed(x.s), ...form.headers },
    payload: form.payload,
  });
  if (imported.statusCode !== 200)
    throw new Error(`prices: ${imported.statusCode} ${imported.body}`);
  const trades: number[] = [];
  const trade = async (body: Record<string, unknown>) => {
    const created = await call<{ id: number }>('POST', '/api/trade', body);
    trades.push(created.id);
    return created.id;
  };
  const closed = await trade({
    accountId: accounts.broker,
    instrument: 'ACME',
    assetClass: 'STOCK',
    direction: 'LONG',
    quantity: 100,
    entryPrice: 10,
    entryDate: at(daysFromToday(-50), '09:30:00'),
    fees: 1,
    pattern: 'Breakout',
    notes: 'Scaled out in two:\n60 at 12, 40 at 9 — «ü»',
    tags: ['earnings', 'swing', 'a,b "c" {d}'],
    mediaIds: [media.chart],
    stopLoss: 9.5,
    takeProfit: 13,
  });
  await call('POST', `/api/trade/${closed}/fills`, {
    side: 'EXIT',
    quantity: 60,
    price: 12,
    fees: 1,
    date: at(daysFromToday(-40), '22:30:00'),
  });
  await call('POST', `/api/trade/${closed}/fills`, {
    side: 'EXIT',
    quantity: 40,
    price: 9,
    fees: 1,
    date: at(daysFromToday(-38)),
  });
  const open = await trade({
    accountId: accounts.broker,
    instrument: 'ACME',
    assetClass: 'STOCK',
    direction: 'LONG',
    quantity: 50,
    entryPrice: 11,
    entryDate: at(daysFromToday(-20)),
    tags: ['swing'],
  });
  await call('POST', `/api/trade/${open}/fills`, {
    side: 'ENTRY',
    quantity: 25,
    price: 12,
    date: at(daysFromToday(-12)),
  });
  await call('POST', `/api/trade/${open}/fills`, {
    side: 'EXIT',
    quantity: 30,
    price: 13,
    date: at(daysFromToday(-6)),
  });
  await trade({
    accountId: accounts.crypto,
    instrument: 'BTC',
    assetClass: 'CRYPTO',
    direction: 'LONG',
    quantity: 0.05,
    entryPrice: 59000,
    entryDate: at(daysFromToday(-55)),
    fees: 2.5,
  });
  // A trade in another currency than its account's (USD on EUR): its own holder in the deltas.
  await trade({
    accountId: accounts.crypto,
    instrument: 'ACME',
    assetClass: 'STOCK',
    direction: 'SHORT',
    quantity: 20,
    entryPrice: 14,
    currency: 'USD',
    entryDate: at(daysFromToday(-25)),
    pattern: 'Pullback',
  });
  await trade({
    accountId: accounts.fx,
    instrument: 'EURUSD',
    assetClass: 'FX',
    direction: 'SHORT',
    quantity: 1,
    entryPrice: 1.1,
    exitPrice: 1.095,
    entryDate: at(daysFromToday(-80)),
    exitDate: at(daysFromToday(-79)),
    status: 'CLOSED',
    currency: 'USD',
    tags: ['macro'],
  });
  const cancelled = await trade({
    accountId: accounts.broker,
    instrument: 'XYZ',
    assetClass: 'OTHER',
    direction: 'LONG',
    quantity: 3,
    entryPrice: 100,
    entryDate: at(daysFromToday(-9)),
  });
  await call('PUT', `/api/trade/${cancelled}`, { status: 'CANCELLED' });

  return { trades, instruments: ['ACME', 'BTC', 'EURUSD', 'XYZ'] };
}
