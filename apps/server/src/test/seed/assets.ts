import { addMonths } from '@wealthlog/core';
import { daysFromToday, today } from '../ledger.js';
import type { AccountName } from './accounts.js';
import type { Seeder } from './seeder.js';

/** A rental with valuations, entries (some paid through an account) and media; a sold cabin. */
export async function seedProperties(
  x: Seeder,
  accounts: Record<AccountName, number>,
  media: { house: string; deed: string },
) {
  const { call, id } = x;
  // Properties: a rental with valuations, entries (one paid through an account) and media; a sold one.
  const flat = await id('POST', '/api/real-estate/properties', {
    name: 'Flat',
    kind: 'RENTAL',
    address: '1 Rue de la Paix',
    currency: 'EUR',
    purchaseDate: daysFromToday(-700),
    purchasePrice: 250000,
    purchaseCosts: 18000,
    ownershipPct: 50,
    monthlyRent: 1100,
    vacancyPct: 5,
    notes: 'Top floor',
    // An API client may write an upload's id in capitals: the server takes it, as it is.
    mediaIds: [media.house, media.deed.toUpperCase()],
  });
  const cabin = await id('POST', '/api/real-estate/properties', {
    name: 'Cabin',
    kind: 'RESIDENCE',
    currency: 'USD',
    purchaseDate: daysFromToday(-900),
    purchasePrice: 90000,
    saleDate: daysFromToday(-100),
    salePrice: 120000,
  });
  for (const [date, value, source] of [
    [daysFromToday(-365), 255000, 'APPRAISAL'],
    [daysFromToday(-180), 262500, 'ESTIMATE'],
    [daysFromToday(-20), 270000, 'MANUAL'],
  ] as const) {
    await call('POST', `/api/real-estate/properties/${flat}/valuations`, { date, value, source });
  }
  await call('POST', `/api/real-estate/properties/${cabin}/valuations`, {
    date: daysFromToday(-400),
    value: 100000,
  });
  await call('POST', '/api/real-estate/expenses', {
    propertyId: flat,
    date: daysFromToday(-50),
    amount: 850,
    category: 'TAX',
    description: 'Property tax',
    accountId: accounts.checking,
  });
  await call('POST', '/api/real-estate/expenses', {
    propertyId: flat,
    date: daysFromToday(-120),
    amount: 230.4,
    category: 'MAINTENANCE',
  });
  await call('POST', '/api/real-estate/income', {
    propertyId: flat,
    date: daysFromToday(-35),
    amount: 1100,
    category: 'RENT',
    accountId: accounts.checking,
  });
  await call('POST', '/api/real-estate/income', {
    propertyId: cabin,
    date: daysFromToday(-200),
    amount: 400,
    category: 'OTHER',
    description: 'Summer let',
  });

  return { flat, cabin };
}

/**
 * A mortgage on the flat paid from checking (payments, extras, a rate change, a correction),
 * money lent, a car loan the app pays itself (autoPost).
 */
export async function seedLoans(x: Seeder, accounts: Record<AccountName, number>, flat: number) {
  const { call, id } = x;
  // Loans: a mortgage on the flat paid from checking (rate change, correction, payments), money lent.
  const mortgage = await call<{ id: number; nextPayment: { amount: number } | null }>(
    'POST',
    '/api/loans',
    {
      name: 'Mortgage',
      direction: 'BORROWED',
      counterparty: 'Bank',
      kind: 'MORTGAGE',
      currency: 'EUR',
      principal: 200000,
      startDate: daysFromToday(-75),
      firstPaymentDate: daysFromToday(-45),
      termMonths: 300,
      annualRate: 3.5,
      accountId: accounts.checking,
      propertyId: flat,
    },
  );
  await call('POST', `/api/loans/${mortgage.id}/payments`, {
    date: today(),
    amount: mortgage.nextPayment!.amount,
  });
  await call('POST', `/api/loans/${mortgage.id}/payments`, {
    date: today(),
    amount: 5000,
    extra: true,
    mode: 'REDUCE_PAYMENT',
  });
  // An extra dated before the loan was entered: its own day's balance step (ADR 0013).
  await call('POST', `/api/loans/${mortgage.id}/payments`, {
    date: daysFromToday(-20),
    amount: 1000,
    extra: true,
    mode: 'REDUCE_TERM',
  });
  await call('POST', `/api/loans/${mortgage.id}/rates`, {
    date: addMonths(daysFromToday(-45), 24),
    annualRate: 4.1,
  });
  await call('POST', `/api/loans/${mortgage.id}/balance`, {
    date: daysFromToday(-30),
    balance: 199400,
  });
  const lent = await id('POST', '/api/loans', {
    name: 'To Sam',
    direction: 'LENT',
    counterparty: 'Sam',
    kind: 'PRIVATE',
    currency: 'USD',
    principal: 1500,
    startDate: daysFromToday(-100),
    method: 'NONE',
    annualRate: 0,
  });
  await call('POST', `/api/loans/${lent}/payments`, { date: daysFromToday(-3), amount: 250 });
  // Paid by the app from the wallet as each quarter falls due: the first one today.
  const car = await id('POST', '/api/loans', {
    name: 'Car',
    direction: 'BORROWED',
    kind: 'AUTO',
    currency: 'GBP',
    principal: 2400,
    startDate: addMonths(today(), -3),
    firstPaymentDate: today(),
    termMonths: 48,
    frequency: 'QUARTERLY',
    method: 'LINEAR',
    annualRate: 6.25,
    dayCount: 'ACTUAL_365',
    accountId: accounts.wallet,
    autoPost: true,
  });

  return [mortgage.id, lent, car];
}
