// A steady write load for scripts/balancer.mjs: workers POST expenses through the balancer, each
// with its own Idempotency-Key, as a careful client does: on a dropped connection, a 5xx or a
// 409 "still running" it sends the same request again, with the same key.
const RETRIES = 40;

/**
 * Runs `workers` loops until stop() and answers what happened: the keys the app acknowledged
 * (201, or a replay of the first 201), and every answer that was not one on a first try.
 */
export function writeLoad(client, base, accountId, { workers = 6, tag }) {
  let running = true;
  const acknowledged = [];
  const retried = []; // first tries that were not acknowledged, later retried
  const failed = []; // keys never acknowledged, with their last answer
  let n = 0;
  const one = async () => {
    const key = `${tag}-${(n += 1)}`;
    const body = {
      accountId,
      type: 'EXPENSE',
      amount: 1,
      date: new Date().toISOString().slice(0, 10),
      description: key,
    };
    let last = '';
    for (let attempt = 0; attempt < RETRIES; attempt += 1) {
      try {
        const res = await client.call(base, 'POST', '/api/transactions', body, {
          'idempotency-key': key,
        });
        if (res.status === 201) {
          acknowledged.push(key);
          return;
        }
        last = `${res.status} ${res.json?.code ?? ''}`;
        if (res.status !== 409 && res.status < 500) break; // the request itself is wrong
      } catch (err) {
        last = err.cause?.code ?? err.message;
      }
      if (attempt === 0) retried.push({ key, first: last });
      await new Promise((r) => setTimeout(r, 100));
    }
    failed.push({ key, last });
  };
  const loops = Array.from({ length: workers }, async () => {
    while (running) await one();
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { sent: n, acknowledged, retried, failed };
    },
  };
}

/** Each acknowledged key's expense, counted in the database: none missing, none twice. */
export async function countWrites(pool, userId, keys) {
  const { rows } = await pool.query(
    `SELECT description, count(*)::int AS n FROM transactions
      WHERE user_id = $1 AND description = ANY($2::text[]) GROUP BY description`,
    [userId, keys],
  );
  const found = new Map(rows.map((r) => [r.description, r.n]));
  return {
    missing: keys.filter((k) => !found.has(k)),
    twice: [...found].filter(([, c]) => c > 1).map(([k]) => k),
  };
}

/**
 * Six expenses, each written on one instance and read at once on the other: net worth, the
 * account's balance and the home's budget card (answers both instances cache, in Redis).
 */
export async function freshAcross(user, a, b, { accountId, opening }, check) {
  const reads = async (base) => ({
    netWorth: (await user.ok(base, 'GET', '/api/dashboard/networth/summary')).netWorth,
    balance: (await user.ok(base, 'GET', '/api/account')).find((x) => x.id === accountId)?.balance,
    budgetSpent: (await user.ok(base, 'GET', '/api/dashboard/home')).cards.budgets?.spent,
  });
  await user.ok(a.url, 'PUT', '/api/budgets/Groceries', { amount: 500, rollover: 'NONE' });
  await reads(a.url);
  await reads(b.url); // both caches warm
  let expected = opening;
  let spent = 0;
  for (let round = 0; round < 6; round += 1) {
    const [writer, reader] = round % 2 ? [b, a] : [a, b];
    const amount = 10 + round;
    await user.ok(
      writer.url,
      'POST',
      '/api/transactions',
      {
        accountId: accountId,
        type: 'EXPENSE',
        amount,
        date: new Date().toISOString().slice(0, 10),
        category: 'Groceries',
      },
      201,
    );
    expected -= amount;
    spent += amount;
    const seen = await reads(reader.url);
    if (seen.netWorth !== expected || seen.balance !== expected || seen.budgetSpent !== spent) {
      throw new Error(
        `✗ stale read on ${reader.name} after a write on ${writer.name}: ${JSON.stringify({ expected, spent, seen })}`,
      );
    }
  }
  check(
    true,
    'six writes, each read at once on the other instance: net worth, balance and the home’s budget card agree',
  );
}

/**
 * The bench's read mix (accounts, net worth, the newest transactions, the home) through `base`
 * for `seconds` at 10 connections, after `warm` seconds not counted: requests per second and
 * p97.5 ms. A figure, not a check.
 */
export async function readThroughput(base, token, seconds = 5, warm = 0) {
  if (warm > 0) await readThroughput(base, token, warm);
  const { default: autocannon } = await import('autocannon');
  const paths = [
    '/api/account',
    '/api/dashboard/networth/summary',
    '/api/transactions?page=1&pageSize=50',
    '/api/dashboard/home',
  ];
  const result = await autocannon({
    url: base,
    connections: 10,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  const bad = result.non2xx + result.errors;
  return { rps: Math.round(result.requests.average), p95: result.latency.p97_5, bad };
}
