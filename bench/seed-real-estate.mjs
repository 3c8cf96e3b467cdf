// Issue 16's real-estate data set: 20 properties (EUR, USD, GBP) bought over the last 10 years,
// a valuation each month since their purchase, and 5k income and expense entries (rent monthly,
// costs by category), through SQL like bench/seed.mjs. Entries are not paid through an account
// here: the ledger's own bench already measures postings.
import { prng } from './seed.mjs';

const CURRENCIES = ['EUR', 'USD', 'GBP'];
const COSTS = ['TAX', 'INSURANCE', 'MAINTENANCE', 'HOA', 'MANAGEMENT', 'UTILITIES', 'IMPROVEMENT'];
const day = (ms) => new Date(ms).toISOString().slice(0, 10);

/** Seeds the properties; returns their ids and the counts. */
export async function seedRealEstate(
  pool,
  { userId, properties = 20, entries = 5_000, now = Date.now() },
) {
  const rand = prng(16);
  const ids = [];
  const valuations = { property: [], date: [], value: [] };
  const bought = [];
  for (let i = 0; i < properties; i += 1) {
    const start = now - (10 - (i % 3)) * 365.25 * 86_400_000;
    const price = Math.round(150_000 + rand() * 450_000);
    const { rows } = await pool.query(
      `INSERT INTO properties (user_id, name, kind, currency, purchase_date, purchase_price,
         purchase_costs, ownership_pct, monthly_rent, vacancy_pct)
       VALUES ($1, $2, 'RENTAL', $3, $4, $5, $6, $7, $8, 5) RETURNING id`,
      [
        userId,
        `Property ${i + 1}`,
        CURRENCIES[i % 3],
        day(start),
        price,
        Math.round(price * 0.07),
        i % 4 === 0 ? 50 : 100,
        Math.round(price * 0.004),
      ],
    );
    const id = rows[0].id;
    ids.push(id);
    bought.push({ id, start, rent: Math.round(price * 0.004) });
    let value = price;
    for (let t = start + 30 * 86_400_000; t < now; t += 30.44 * 86_400_000) {
      value = Math.round(value * (1 + (rand() - 0.45) * 0.01));
      valuations.property.push(id);
      valuations.date.push(day(t));
      valuations.value.push(value);
    }
  }
  await pool.query(
    `INSERT INTO property_valuations (user_id, property_id, date, value, source)
     SELECT $1, p, d::date, v, 'ESTIMATE' FROM unnest($2::int[], $3::text[], $4::numeric[]) AS x(p, d, v)
     ON CONFLICT DO NOTHING`,
    [userId, valuations.property, valuations.date, valuations.value],
  );
  const e = { property: [], kind: [], category: [], date: [], amount: [] };
  for (let k = 0; k < entries; k += 1) {
    const p = bought[k % bought.length];
    const t = p.start + rand() * (now - p.start);
    const rent = rand() < 0.6;
    e.property.push(p.id);
    e.kind.push(rent ? 'INCOME' : 'EXPENSE');
    e.category.push(rent ? 'RENT' : COSTS[Math.floor(rand() * COSTS.length)]);
    e.date.push(day(t));
    e.amount.push(rent ? p.rent : Math.round(50 + rand() * 2_000));
  }
  await pool.query(
    `INSERT INTO property_entries (user_id, property_id, kind, category, date, amount)
     SELECT $1, p, k, c, d::date, a
     FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::numeric[]) AS x(p, k, c, d, a)`,
    [userId, e.property, e.kind, e.category, e.date, e.amount],
  );
  return { propertyIds: ids, properties, valuations: valuations.date.length, entries };
}
