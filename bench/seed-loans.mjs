// Issue 15's loans beside the rest of the data set: 20 loans through the API (so each one's
// per-day balance is written as the app writes it) — mortgages over 25 and 30 years, car loans,
// money lent to a friend — started over the last ten years.
import { api } from './measures.mjs';

export async function seedLoans(address, { token, csrf }) {
  const ids = [];
  const now = new Date();
  for (let i = 0; i < 20; i += 1) {
    const start = new Date(Date.UTC(now.getUTCFullYear() - 10 + (i % 10), i % 12, 1));
    const day = start.toISOString().slice(0, 10);
    const kind = ['MORTGAGE', 'AUTO', 'PERSONAL', 'MORTGAGE'][i % 4];
    const loan = await api(address, 'POST', '/api/loans', {
      token,
      csrf,
      body: {
        name: `Loan ${i + 1}`,
        direction: i % 5 === 4 ? 'LENT' : 'BORROWED',
        counterparty: i % 5 === 4 ? 'A friend' : 'Bank',
        kind,
        currency: ['EUR', 'USD', 'GBP'][i % 3],
        principal: kind === 'MORTGAGE' ? 150_000 + i * 10_000 : 5_000 + i * 1_000,
        termMonths: kind === 'MORTGAGE' ? (i % 2 ? 360 : 300) : 60,
        annualRate: 1.5 + (i % 7) * 0.5,
        startDate: day,
      },
    });
    ids.push(loan.id);
  }
  return { loanIds: ids, loans: ids.length };
}

/** A 360-month schedule computed in-process by core (the loans' reads compute it on each read). */
export async function scheduleTiming(root) {
  const core = await import(`${root}/packages/core/dist/index.js`);
  const terms = {
    currency: 'EUR',
    principal: 500_000,
    annualRate: 3.5,
    termMonths: 360,
    frequency: 'MONTHLY',
    method: 'ANNUITY',
    balloonAfterMonths: null,
    dayCount: 'THIRTY_360',
    startDate: '2026-01-01',
    firstPaymentDate: '2026-02-01',
  };
  const times = [];
  for (let i = 0; i < 60; i += 1) {
    const t0 = performance.now();
    core.computeSchedule(terms);
    if (i >= 10) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (p) =>
    +times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(2);
  return { n: times.length, p50: at(50), p95: at(95), max: +times.at(-1).toFixed(2) };
}
