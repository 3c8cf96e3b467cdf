-- Steps that hold nothing refresh nothing. A trade opened and closed within one day (most of a day
-- trader's journal) writes one step, flat: quantity, cost and fees 0. Its value, (price × 0 − 0) ×
-- m − 0, is 0 before and after, so recomputing its instrument's positions changes no row, yet it
-- cost a refresh under the user's position lock (20016) on every such write: ten writers of one
-- user queued on it (bench: 44 trade writes/s). A trade is now left out when every step the
-- statement changed (old and new rows) is flat and none of its stored steps holds anything: with
-- no non-flat step before or after the statement, it was worth 0 on every day and still is. Any
-- other trade refreshes from its earliest changed day, as before (migration 0020).
CREATE OR REPLACE FUNCTION wl_steps_position_deltas() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  src text;
  r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    src := 'SELECT user_id, trade_id, day, quantity, cost, fees FROM new_rows';
  ELSIF TG_OP = 'DELETE' THEN
    src := 'SELECT user_id, trade_id, day, quantity, cost, fees FROM old_rows';
  ELSE
    src := 'SELECT user_id, trade_id, day, quantity, cost, fees FROM new_rows'
      || ' UNION ALL SELECT user_id, trade_id, day, quantity, cost, fees FROM old_rows';
  END IF;
  FOR r IN EXECUTE
    'SELECT c.user_id, array_agg(c.sym) AS syms, array_agg(c.from_day) AS froms'
    || ' FROM (SELECT x.user_id, upper(t.instrument) AS sym, min(x.from_day) AS from_day'
    || '       FROM (SELECT user_id, trade_id, min(day) AS from_day,'
    || '                    bool_or(quantity <> 0 OR cost <> 0 OR fees <> 0) AS holds'
    || '             FROM (' || src || ') y GROUP BY 1, 2) x'
    || '       JOIN trades t ON t.user_id = x.user_id AND t.id = x.trade_id'
    || '       WHERE x.holds OR EXISTS (SELECT 1 FROM trade_position_steps s'
    || '         WHERE s.user_id = x.user_id AND s.trade_id = x.trade_id'
    || '           AND (s.quantity <> 0 OR s.cost <> 0 OR s.fees <> 0))'
    || '       GROUP BY 1, 2) c'
    || ' GROUP BY c.user_id ORDER BY c.user_id'
  LOOP
    PERFORM wl_position_deltas_refresh(r.user_id, r.syms, r.froms);
  END LOOP;
  RETURN NULL;
END
$fn$;
