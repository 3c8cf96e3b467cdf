import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** What this hook needs of a zod object schema: each field's own check (string in, value out). */
interface FieldSchemas {
  shape: Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }>;
}
type Filter = Record<string, string | number | undefined>;

/**
 * A list's filter and page kept in the address, one parameter per field (`?status=OPEN&page=2`):
 * a reload, a shared link or Back from another page shows the same list. Each field is checked by
 * its own schema, so one hand-edited value is dropped and the others stay. Changes replace the
 * history entry, as in useUrlParam; parameters that are not the filter's are kept.
 */
export function useUrlFilter<F extends Filter>(
  schema: FieldSchemas,
): { filter: F; page: number; setFilter(next: F): void; setPage(page: number): void } {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // One object per address, so effects and memos that take it do not run on every render.
  const filter = useMemo(() => {
    const read = new URLSearchParams(search);
    const fields: Filter = {};
    for (const [key, field] of Object.entries(schema.shape)) {
      const raw = read.get(key);
      if (raw === null || raw === '') continue;
      const parsed = field.safeParse(raw);
      if (parsed.success) fields[key] = parsed.data as string | number;
    }
    return fields;
  }, [search, schema]);
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1;

  const write = (fields: Filter, nextPage: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of [...Object.keys(schema.shape), 'page']) updated.delete(key);
        for (const [key, value] of Object.entries(fields))
          if (key in schema.shape && value !== undefined && value !== '')
            updated.set(key, String(value));
        if (nextPage > 1) updated.set('page', String(nextPage));
        return updated;
      },
      { replace: true },
    );
  return {
    filter: filter as F,
    page,
    // A new filter starts again on its first page.
    setFilter: (next) => write(next, 1),
    setPage: (next) => write(filter, next),
  };
}
