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
