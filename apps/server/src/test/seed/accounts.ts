import { daysFromToday } from '../ledger.js';
import * as sample from '../sample-files.js';
import type { Seeder } from './seeder.js';

export type AccountName =
  'checking' | 'savings' | 'wallet' | 'broker' | 'crypto' | 'fx' | 'escrow' | 'old';

/** Opened 400 days ago: every dated row of the seed comes after. */
export const OPENED = -400;

/**
 * The settings and the profile (with an avatar), the uploads the trades and properties show, the
 * accounts (six currencies, every type) and the user's own exchange rates.
 */
export async function seedAccounts(x: Seeder) {
  const { call, id, upload } = x;
  // Settings first: the time zone decides the fills' days, the base currency every total.
  await call('PUT', '/api/generalSettings', {
    displayMode: 'dark',
    currency: 'USD',
    timezone: 'Europe/Paris',
  });
  // The home dashboard's layout: two cards moved, one hidden.
  await call('PUT', '/api/dashboard/home/layout', {
    order: ['fire', 'loans', 'budgets'],
    hidden: ['trading'],
  });
  await call('PUT', '/api/tradingSettings', {
    instruments: ['ACME', 'BTC', 'EURUSD'],
    patterns: ['Breakout', 'Pullback', 'Flag "bull", 1:2'],
    defaultFees: 1.5,
    breakEvenMin: -2,
    breakEvenMax: 3,
  });
  await call('PUT', '/api/auth/me', {
    firstName: 'Round',
    lastName: 'Tripper',
    email: `${x.s.user.username.toLowerCase()}@example.com`,
    phone: '+33 6 12 34 56 78',
  });
  const uploads = [
    await upload('avatars', 'me.png', 'image/png', sample.png()),
    await upload('images', 'chart.png', 'image/png', sample.png()),
    await upload('images', 'house.jpg', 'image/jpeg', sample.jpeg()),
    await upload('documents', 'deed.pdf', 'application/pdf', sample.pdf()),
  ];
  const [, chart, house, deed] = uploads as [
    unknown,
    { id: string },
    { id: string },
    { id: string },
  ];

  // Accounts in six currencies and every type.
  const opened = daysFromToday(OPENED);
  const account = (body: Record<string, unknown>) =>
    id('POST', '/api/account', { openingDate: opened, ...body });
  const accounts = {
    checking: await account({ name: 'Checking', type: 'CASH', currency: 'EUR', balance: 2500 }),
    savings: await account({ name: 'Savings', type: 'CASH', currency: 'USD', balance: 10000 }),
    wallet: await account({
      name: 'Wallet',
      type: 'PERSONAL_EXPENSES',
      currency: 'GBP',
      balance: 300.5,
    }),
    broker: await account({
      name: 'Broker',
      type: 'STOCKS',
      currency: 'USD',
      balance: 20000,
      costBasis: 'FIFO',
    }),
    crypto: await account({
      name: 'Coins',
      type: 'CRYPTO',
      currency: 'EUR',
      balance: 3000,
      costBasis: 'AVERAGE',
    }),
    fx: await account({
      name: 'FX desk',
      type: 'FX',
      currency: 'CHF',
      balance: 5000,
      costBasis: 'LIFO',
    }),
    escrow: await account({
      name: 'Escrow',
      type: 'REAL_ESTATE',
      currency: 'EUR',
      balance: 12000,
    }),
    old: await account({ name: 'Old yen', type: 'CASH', currency: 'JPY', balance: 150000 }),
  };

  // The user's own rates (they win over the shared ones for this user).
  for (const [date, base, quote, rate] of [
    [daysFromToday(-200), 'EUR', 'USD', 1.0831],
    [daysFromToday(-20), 'EUR', 'USD', 1.1012],
    [daysFromToday(-20), 'GBP', 'USD', 1.2744],
    [daysFromToday(-5), 'CHF', 'EUR', 1.0433],
  ] as const) {
    await call('POST', '/api/fx/rates', { date, base, quote, rate });
  }

  return { accounts, uploads, media: { chart: chart.id, house: house.id, deed: deed.id } };
}
