import { addDays, type DashboardHome, dashboardHomeSchema } from '@wealthlog/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Signed } from '../../test/auth.js';
import { call } from '../../test/ledger.js';
import { type SeededUser, seedEveryArea } from '../../test/seed-every-area.js';
import { withUsers } from '../../test/users.js';

/**
 * Every card of GET /api/dashboard/home against what its area's own endpoint answers for the same
 * user and day (the seeded user has something in every area); an empty user's cards; the cache.
 */
const ctx = withUsers('root', 'full', 'empty');

const get = async (s: Signed, url: string) => {
  const res = await call(ctx.t, s, 'GET', url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
const home = async (s: Signed): Promise<DashboardHome> =>
  dashboardHomeSchema.parse(await get(s, '/api/dashboard/home'));

let h: DashboardHome;
let today: string;
let seeded: SeededUser;
beforeAll(async () => {
  seeded = await seedEveryArea(ctx.t, ctx.full);
  h = await home(ctx.full);
  today = (await get(ctx.full, '/api/dashboard/networth/summary')).asOf;
});

describe('GET /api/dashboard/home: each card is its page’s figures', () => {
  it('budgets: this month’s totals and the categories at or over their limit', async () => {
    const m = await get(ctx.full, '/api/budgets');
    const c = h.cards.budgets!;
    expect(c).toMatchObject({ month: m.month, spent: m.totals.spent, budgeted: m.totals.amount });
    type Item = {
      category: string;
      amount: number;
      carriedIn: number;
      spent: number;
      available: number;
    };
    const flagged = (m.items as Item[]).filter(
      (i) =>
        i.available < 0 ||
        (i.amount + i.carriedIn > 0 && i.spent >= 0.9 * (i.amount + i.carriedIn)),
    );
    expect(c.categories.map((x) => x.category).sort()).toEqual(
      flagged.map((i) => i.category).sort(),
    );
    for (const x of c.categories) {
      const i = flagged.find((f) => f.category === x.category)!;
      expect(x).toEqual({
        category: i.category,
        spent: i.spent,
        budgeted: i.amount,
        available: i.available,
        over: i.available < 0,
      });
    }
    expect(h.currency).toBe(m.currency);
  });

  it('upcoming: the upcoming list of the next 14 days and the forecast’s lowest balance over them', async () => {
    const to = addDays(today, 13);
    const list = await get(ctx.full, `/api/recurring/upcoming?from=${today}&to=${to}`);
    const c = h.cards.upcoming!;
    expect(c.from).toBe(today);
    expect(c.to).toBe(to);
    expect(c.items.length).toBe(list.length);
    expect(c.items.length).toBeGreaterThan(0);
    const recurring = await get(ctx.full, '/api/recurring');
    const loans = await get(ctx.full, '/api/loans');
    c.items.forEach((item, n) => {
      const u = list[n];
      expect(item).toMatchObject({
        source: u.source,
        name: u.name,
        date: u.date,
        amount: u.amount,
        currency: u.currency,
        type: u.type,
        status: u.status,
      });
      const owner =
        u.source === 'RECURRING'
          ? recurring.find((r: { id: number }) => r.id === u.recurringId)
          : u.source === 'LOAN'
            ? loans.find((l: { id: number }) => l.id === u.loanId)
            : { autoPost: false };
      expect(item.autoPost).toBe(owner.autoPost);
      expect(u.autoPost).toBe(owner.autoPost);
    });
    // The forecast over the card's own 14 days: today and the 13 after it.
    const flow = await get(ctx.full, '/api/forecast/cashflow?days=13');
    const balances = (flow.points as { date: string; balance: number }[]).map((p) => p.balance);
    expect(c.lowestBalance).toBe(Math.min(...balances));
    expect(c.belowZero).toBe(Math.min(...balances) < 0);
  });

  it('investments: the performance page’s ytd figures and the holdings’ movers and stale prices', async () => {
    const ytd = await get(ctx.full, '/api/performance?range=ytd');
    const day = await get(ctx.full, `/api/performance?from=${addDays(today, -1)}&to=${today}`);
    const holdings = await get(ctx.full, '/api/holdings');
    const c = h.cards.investments!;
    expect(c.value).toBe(ytd.endValue);
    expect(c.ytdChange).toBe(ytd.gain);
    expect(c.twrYtd).toBe(ytd.twr);
    expect(c.dayChange).toBe(day.gain);
    type H = {
      accountId: number;
      instrument: string;
      stalePrice: boolean;
      priceDate: string;
      unrealizedPct: number | null;
    };
    const stale = (holdings as H[])
      .filter((x) => x.stalePrice || x.priceDate < addDays(today, -7))
      .map((x) => x.instrument);
    expect(c.stalePrices).toEqual([...new Set(stale)]);
    for (const m of c.topMovers) {
      const x = (holdings as H[]).find(
        (y) => y.instrument === m.instrument && y.accountId === m.accountId,
      )!;
      expect(m.unrealizedPct).toBe(x.unrealizedPct);
    }
    expect(c.topMovers.length).toBe(
      Math.min(3, (holdings as H[]).filter((x) => x.unrealizedPct !== null).length),
    );
  });

  it('real estate: each property held, with its metrics page’s equity and net yield', async () => {
    const props = (await get(ctx.full, '/api/real-estate/properties')) as {
      id: number;
      saleDate: string | null;
      currentValueDate: string;
    }[];
    const held = props.filter((p) => p.saleDate === null);
    const c = h.cards.realEstate!;
    expect(c.properties.map((p) => p.propertyId)).toEqual(held.map((p) => p.id));
    for (const p of c.properties) {
      const m = await get(ctx.full, `/api/real-estate/properties/${p.propertyId}/metrics`);
      expect([p.equity, p.netYield]).toEqual([m.equity, m.netYield]);
    }
  });

  it('loans: net worth’s LOAN parts, the earliest next payment, this year’s paid interest', async () => {
    const nw = await get(ctx.full, '/api/dashboard/networth/summary');
    const loans = (await get(ctx.full, '/api/loans')) as {
      id: number;
      direction: string;
      currency: string;
      status: string;
      nextPayment: { date: string; amount: number } | null;
    }[];
    const c = h.cards.loans!;
    expect(c.owedByYou).toBe(nw.liabilitiesByType.LOAN ?? 0);
    expect(c.owedToYou).toBe(nw.assetsByType.LOAN ?? 0);
    expect(c.owedByYou + c.owedToYou).toBeGreaterThan(0);
    const next = loans
      .filter((l) => l.status === 'ACTIVE' && l.nextPayment)
      .sort((a, b) => a.nextPayment!.date.localeCompare(b.nextPayment!.date) || a.id - b.id)[0]!;
    expect(c.nextPayment).toMatchObject({ loanId: next.id, ...next.nextPayment });
    // Hand sum in cents of the schedules' PAID rows this year, per currency.
    const cents = new Map<string, number>();
    for (const l of loans.filter((x) => x.direction === 'BORROWED')) {
      const s = await get(ctx.full, `/api/loans/${l.id}/schedule`);
      for (const r of s.rows as { date: string; status: string; interest: number }[])
        if (r.status === 'PAID' && r.date.startsWith(today.slice(0, 4)))
          cents.set(l.currency, (cents.get(l.currency) ?? 0) + Math.round(r.interest * 100));
    }
    expect(c.interestThisYear).toEqual(
      [...cents].sort().map(([currency, n]) => ({ currency, amount: n / 100 })),
    );
  });

  it('trading: this month’s stats and the open trades', async () => {
    const from = `${today.slice(0, 7)}-01`;
    const stats = await get(ctx.full, `/api/trade/stats?from=${from}&to=${today}`);
    const open = await get(ctx.full, '/api/trade?status=OPEN');
    expect(h.cards.trading).toEqual({
      realisedPnlThisMonth: stats.netPnl,
      winRate: stats.winRate,
      openPositions: open.total,
      link: `/trading/trading?from=${from}&to=${today}`,
    });
    expect(open.total).toBeGreaterThan(0);
  });

  it('fire: the FIRE page’s figures and the year they are reached', async () => {
    const f = await get(ctx.full, '/api/forecast/fire');
    const c = h.cards.fire!;
    expect(c).toMatchObject({
      fireNumber: f.fireNumber,
      currentNetWorth: f.currentNetWorth,
      progressPct: f.progressPct,
      yearsToFire: f.yearsToFire,
    });
    if (f.yearsToFire !== null) {
      const months = Math.round(f.yearsToFire * 12) + Number(today.slice(5, 7)) - 1;
      expect(c.projectedYear).toBe(Number(today.slice(0, 4)) + Math.floor(months / 12));
    }
  });
});

describe('GET /api/dashboard/home for an empty user', () => {
  it('answers every card null and nothing to attend to', async () => {
    const e = await home(ctx.empty);
    expect(e.attention).toEqual([]);
    expect(Object.values(e.cards)).toEqual([null, null, null, null, null, null, null]);
  });

  it('reflects a write in the first read after it (the cache is cleared)', async () => {
    expect((await home(ctx.empty)).cards.budgets).toBeNull();
    const put = await call(ctx.t, ctx.empty, 'PUT', '/api/budgets/Groceries', {
      amount: 120,
      rollover: 'NONE',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await home(ctx.empty)).cards.budgets).toMatchObject({ spent: 0, budgeted: 120 });
  });

  it('needs a session', async () => {
    const res = await ctx.t.app.inject({ method: 'GET', url: '/api/dashboard/home' });
    expect(res.statusCode).toBe(401);
  });
});

/**
 * The assets' cards outlive an everyday write (plugins/dashboard-cache.ts): the answer after one
 * must be what a computation from nothing answers, and a write they read must refresh them. Last
 * in the file: these writes change the seeded user's figures.
 */
describe('GET /api/dashboard/home after a write', () => {
  const write = async (method: 'POST' | 'PUT', url: string, body: object) => {
    const res = await call(ctx.t, ctx.full, method, url, body);
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  const raw = async () => (await call(ctx.t, ctx.full, 'GET', '/api/dashboard/home')).body;
  const fromNothing = async () => {
    await ctx.t.app.dashboardCache.invalidate(ctx.full.user.id);
    return raw();
  };

  it('after an everyday expense answers byte for byte what it computes from nothing', async () => {
    const before = await home(ctx.full);
    await write('POST', '/api/transactions', {
      accountId: seeded.accounts.checking,
      type: 'EXPENSE',
      amount: 7,
      date: today,
      category: 'Groceries',
    });
    const after = await raw();
    expect(after).toBe(await fromNothing());
    const budgets = await get(ctx.full, '/api/budgets');
    expect(JSON.parse(after).cards.budgets.spent).toBe(budgets.totals.spent);
    expect(budgets.totals.spent).not.toBe(before.cards.budgets!.spent);
  });

  it('refreshes the investments card after a posting on a portfolio account', async () => {
    const before = await home(ctx.full);
    await write('POST', '/api/transactions', {
      accountId: seeded.accounts.broker,
      type: 'DEPOSIT',
      amount: 500,
      date: today,
    });
    const after = await raw();
    const ytd = await get(ctx.full, '/api/performance?range=ytd');
    expect(JSON.parse(after).cards.investments.value).toBe(ytd.endValue);
    expect(ytd.endValue).not.toBe(before.cards.investments!.value);
    expect(after).toBe(await fromNothing());
  });

  it('refreshes the real-estate card after an edit of a property expense’s posting', async () => {
    const flat = seeded.properties[0]!;
    const before = await home(ctx.full);
    const entries = await get(ctx.full, `/api/real-estate/expenses?propertyId=${flat}`);
    const paid = (entries as { transactionId: number | null; amount: number }[]).find(
      (e) => e.transactionId !== null,
    )!;
    await write('PUT', `/api/transactions/${paid.transactionId}`, { amount: paid.amount + 1000 });
    const after = await raw();
    const metrics = await get(ctx.full, `/api/real-estate/properties/${flat}/metrics`);
    const card = JSON.parse(after).cards.realEstate.properties.find(
      (p: { propertyId: number }) => p.propertyId === flat,
    );
    expect(card.netYield).toBe(metrics.netYield);
    expect(card.netYield).not.toBe(
      before.cards.realEstate!.properties.find((p) => p.propertyId === flat)!.netYield,
    );
    expect(after).toBe(await fromNothing());
  });
});
