import { dateField, monthField } from '@wealthlog/core';
import { useSearchParams } from 'react-router';

/**
 * One piece of a page's view state kept in its address (`?name=value`): a reload, a shared link or
 * the browser's Back after a drill-down shows the same tab, month or range. Changes replace the
 * history entry, so moving around inside a page does not fill the Back button. The fallback is left
 * out of the address, and a value `accept` refuses (a hand-edited link) reads as the fallback.
 */
export function useUrlParam<T extends string>(
  name: string,
  fallback: T,
  accept: (value: string) => value is T,
): [T, (value: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = raw !== null && accept(raw) ? raw : fallback;
  const set = (next: T) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === fallback) updated.delete(name);
        else updated.set(name, next);
        return updated;
      },
      { replace: true },
    );
  return [value, set];
}

// The API's own checks (core), so the address takes exactly what the request will.
const day = dateField();
const month = monthField();

/** An ISO day (YYYY-MM-DD) the API takes, or '' while a date input is being cleared or retyped. */
export const isDayOrEmpty = (value: string): value is string =>
  value === '' || day.safeParse(value).success;

/** An ISO month (YYYY-MM) the API takes. */
export const isMonth = (value: string): value is string => month.safeParse(value).success;

/** One of `values`. */
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);
