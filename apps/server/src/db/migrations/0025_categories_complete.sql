-- Issue 28: a user's categories are one list, complete before any use. Since this release every
-- write that carries a category name adds it to the list in its DB transaction, and the list is
-- seeded (defaults in the user's language, then every name in use) before the first write, budget
-- or look (apps/server/src/ledger/categories.ts). Here, once, users who already have a list get
-- every name their data carries that it lacks: transactions, split lines (with the parent's type),
-- recurring items (not a property's entry code) and rules' category actions; kind by majority of
-- the types carrying the name. A user without a list is seeded by the app at first use, in their
-- language, with the same names (ledger/categories.ts USED_NAMES_SQL is this statement).
INSERT INTO expense_categories (user_id, name, kind)
SELECT user_id, min(name),
       CASE WHEN count(*) FILTER (WHERE type = 'INCOME') > count(*) FILTER (WHERE type <> 'INCOME')
            THEN 'INCOME' ELSE 'EXPENSE' END
FROM (
  SELECT user_id, category AS name, type FROM transactions WHERE category IS NOT NULL
  UNION ALL
  SELECT s.user_id, s.category, t.type FROM transaction_splits s
  JOIN transactions t ON t.id = s.transaction_id AND t.user_id = s.user_id
  UNION ALL
  SELECT user_id, category, type FROM recurring_items
  WHERE category IS NOT NULL AND property_id IS NULL
  UNION ALL
  SELECT r.user_id, a->>'value',
         CASE WHEN r.actions @> '[{"field":"type","value":"INCOME"}]' THEN 'INCOME' ELSE 'EXPENSE' END
  FROM rules r, jsonb_array_elements(r.actions) a
  WHERE a->>'field' = 'category'
) u
WHERE EXISTS (SELECT 1 FROM expense_categories c WHERE c.user_id = u.user_id)
  AND char_length(btrim(name)) > 0 AND char_length(name) <= 50
GROUP BY user_id, lower(name)
ON CONFLICT DO NOTHING;
