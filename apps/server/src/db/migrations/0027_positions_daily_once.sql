-- The positions' refresh (migration 0020) adds to position_daily_deltas once, after all its
-- instruments, instead of once per instrument (ADR 0016, addendum 0027). Each instrument's
-- statement is 0020's, with its plain parameters and plans; it now hands back its differences per
-- (holder, day), and one upsert adds their sums. A refresh of several instruments wrote the same
-- account holders' days again for each (a restore of 8 held instruments: 193k upserts, now 33k).
-- Same rows as before: a (holder, day) some instrument changed is written even when the changes
-- cancel out, with the same sum. New rows of position_instrument_deltas are plain INSERTs and
-- changed ones UPDATEs instead of an upsert: every writer holds the user's lock (20016) and the
-- statement read the instrument's stored rows from its day on, so it knows which exist.
CREATE OR REPLACE FUNCTION wl_position_deltas_refresh(p_user integer, p_syms text[], p_from date[])
RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
  v_sym text;
  v_from date;
  v_holders bigint[] := '{}';
  v_days date[] := '{}';
  v_deltas numeric[] := '{}';
  v_h bigint[];
  v_d date[];
  v_x numeric[];
BEGIN
  -- One refresh of a user's positions at a time: each compares fresh rows with the stored ones,
  -- which a concurrent refresh would change underneath it. Under READ COMMITTED the statements
  -- below take their snapshot after the lock, so they see what the previous holder committed.
  PERFORM pg_advisory_xact_lock(20016, p_user);
  -- A user being deleted: the cascades remove its rows (and maybe its trades already).
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = p_user) THEN
    RETURN;
  END IF;
  FOR v_sym, v_from IN
    SELECT x.sym, min(x.from_day) FROM unnest(p_syms, p_from) AS x (sym, from_day)
    GROUP BY x.sym ORDER BY x.sym
  LOOP
    WITH
    -- The instrument's trades that may hold something from v_from on (a trade CLOSED before
    -- v_from is flat from its last exit, which is its last step: it adds nothing), each with its
    -- last step before v_from (what it holds when the refreshed days start) and its steps from
    -- v_from on: two index probes per trade.
    tr AS (
      SELECT t.id, t.currency,
             CASE WHEN t.currency = a.currency THEN a.id::bigint ELSE -(t.id * 16 + 1) END AS holder,
             t.multiplier * CASE t.direction WHEN 'SHORT' THEN -1 ELSE 1 END AS m
      FROM trades t
      JOIN accounts a ON a.user_id = p_user AND a.id = t.account_id
      WHERE t.user_id = p_user AND upper(t.instrument) = v_sym
        AND (t.status <> 'CLOSED' OR t.close_day IS NULL OR t.close_day >= v_from)
    ),
    st AS (
      SELECT tr.currency, tr.holder, tr.m, s.day,
             s.quantity AS q, s.cost AS c, s.fees AS f, s.mark AS mk,
             lag(s.quantity, 1, 0) OVER w AS q0, lag(s.cost, 1, 0) OVER w AS c0,
             lag(s.fees, 1, 0) OVER w AS f0, lag(s.mark, 1, 0) OVER w AS mk0
      FROM tr
      CROSS JOIN LATERAL (
        (SELECT s.day, s.quantity, s.cost, s.fees, s.mark FROM trade_position_steps s
         WHERE s.user_id = p_user AND s.trade_id = tr.id AND s.day < v_from
         ORDER BY s.day DESC LIMIT 1)
        UNION ALL
        (SELECT s.day, s.quantity, s.cost, s.fees, s.mark FROM trade_position_steps s
         WHERE s.user_id = p_user AND s.trade_id = tr.id AND s.day >= v_from)
      ) s
      WINDOW w AS (PARTITION BY tr.id ORDER BY s.day)
    ),
    -- Per holder (its currency follows from it): A = Σ open quantity × multiplier × sign and
    -- M = Σ mark × quantity × multiplier × sign at the end of the day before v_from (each trade's
    -- step before it; a trade flat by then adds nothing).
    groups AS (
      SELECT holder, currency,
             coalesce(sum(q * m) FILTER (WHERE day < v_from), 0) AS a0,
             coalesce(sum(mk * q * m) FILTER (WHERE day < v_from), 0) AS mm0
      FROM st
      GROUP BY holder, currency
    ),
    quoted AS (SELECT DISTINCT currency FROM groups),
    -- The winning price (typed over imported) in effect the day before v_from: one index probe.
    before AS (
      SELECT q.currency, b.price, (b.date::text || '|' || b.price::text) COLLATE "C" AS px_key
      FROM quoted q
      LEFT JOIN LATERAL (
        SELECT p.date, p.price FROM prices p
        WHERE p.user_id = p_user AND p.instrument = v_sym AND p.date < v_from
          AND (p.currency IS NULL OR p.currency = q.currency)
        ORDER BY p.date DESC, (p.source = 'MANUAL') DESC
        LIMIT 1
      ) b ON true
    ),
    -- Each day's winning price from v_from on, and the one before it.
    px AS (
      SELECT w.currency, w.date, w.price,
             coalesce(lag(w.price) OVER (PARTITION BY w.currency ORDER BY w.date), b.price) AS prev
      FROM (
        SELECT DISTINCT ON (q.currency, p.date) q.currency, p.date, p.price
        FROM quoted q
        JOIN prices p ON p.user_id = p_user AND p.instrument = v_sym AND p.date >= v_from
          AND (p.currency IS NULL OR p.currency = q.currency)
        ORDER BY q.currency, p.date, (p.source = 'MANUAL') DESC
      ) w
      JOIN before b ON b.currency = w.currency
    ),
    -- A step row (kind 1): the trade's value after minus before, at the price in effect that
    -- day; a price row (kind 0, before the day's steps): (price − previous price) × A, or on the
    -- instrument's first price the switch from the marks: price × A − M.
    stream AS (
      SELECT holder, currency, day, 1 AS kind, NULL::text COLLATE "C" AS px_key,
             NULL::numeric AS price, NULL::numeric AS prev,
             (q - q0) * m AS da, (mk * q - mk0 * q0) * m AS dm,
             q, c, f, mk, q0, c0, f0, mk0, m
      FROM st WHERE day >= v_from
      UNION ALL
      SELECT g.holder, g.currency, px.date, 0, (px.date::text || '|' || px.price::text),
             px.price, px.prev, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
      FROM groups g
      JOIN px ON px.currency = g.currency
    ),
    running AS (
      SELECT s.*, split_part(coalesce(max(s.px_key) OVER w, b.px_key), '|', 2)::numeric AS p_now,
             g.a0 + sum(s.da) OVER w AS a, g.mm0 + sum(s.dm) OVER w AS mm
      FROM stream s
      JOIN groups g ON g.holder = s.holder AND g.currency = s.currency
      JOIN before b ON b.currency = s.currency
      WINDOW w AS (PARTITION BY s.holder, s.currency ORDER BY s.day, s.kind)
    ),
    fresh AS (
      SELECT holder, day,
             sum(CASE WHEN kind = 1
               THEN (coalesce(p_now, mk) * q - c) * m - f
                    - ((coalesce(p_now, mk0) * q0 - c0) * m - f0)
               WHEN prev IS NULL THEN price * a - mm
               ELSE (price - prev) * a
             END) AS delta
      FROM running
      GROUP BY holder, day
    ),
    stored AS (
      SELECT holder, day, delta FROM position_instrument_deltas
      WHERE user_id = p_user AND instrument = v_sym AND day >= v_from
    ),
    diff AS (
      SELECT coalesce(f.holder, o.holder) AS holder, coalesce(f.day, o.day) AS day,
             f.delta AS fresh, o.delta AS stored
      FROM (SELECT * FROM fresh WHERE delta <> 0) f
      FULL JOIN stored o ON o.holder = f.holder AND o.day = f.day
      WHERE f.delta IS DISTINCT FROM o.delta
    ),
    gone AS (
      DELETE FROM position_instrument_deltas p
      USING diff d
      WHERE d.fresh IS NULL AND p.user_id = p_user AND p.instrument = v_sym AND p.day = d.day
        AND p.holder = d.holder
    ),
    changed AS (
      UPDATE position_instrument_deltas p SET delta = d.fresh
      FROM diff d
      WHERE d.fresh IS NOT NULL AND d.stored IS NOT NULL AND p.user_id = p_user
        AND p.instrument = v_sym AND p.day = d.day AND p.holder = d.holder
    ),
    added AS (
      INSERT INTO position_instrument_deltas (user_id, instrument, day, holder, delta)
      SELECT p_user, v_sym, day, holder, fresh FROM diff WHERE fresh IS NOT NULL AND stored IS NULL
      ORDER BY day, holder
    )
    SELECT array_agg(holder), array_agg(day), array_agg(delta) INTO v_h, v_d, v_x
    FROM (
      SELECT holder, day, sum(coalesce(fresh, 0) - coalesce(stored, 0)) AS delta
      FROM diff
      GROUP BY holder, day
      HAVING sum(coalesce(fresh, 0) - coalesce(stored, 0)) <> 0
    ) x;
    IF v_h IS NOT NULL THEN
      v_holders := v_holders || v_h;
      v_days := v_days || v_d;
      v_deltas := v_deltas || v_x;
    END IF;
  END LOOP;
  INSERT INTO position_daily_deltas AS d (user_id, holder, day, delta)
  SELECT p_user, x.holder, x.day, sum(x.delta)
  FROM unnest(v_holders, v_days, v_deltas) AS x (holder, day, delta)
  GROUP BY x.holder, x.day
  ORDER BY x.holder, x.day
  ON CONFLICT (user_id, holder, day) DO UPDATE SET delta = d.delta + excluded.delta;
END
$fn$;
