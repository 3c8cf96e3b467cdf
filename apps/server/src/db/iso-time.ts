/**
 * A timestamptz from raw SQL as ISO 8601 'Z'. Drizzle's execute() leaves PostgreSQL's text form
 * ('2024-01-01 10:00:00.123456+00'), while typed queries hand back a Date; both are accepted.
 */
export function isoTime(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  // The usual case, a UTC session, is rewritten as text: parsing two dates per row was 5 % of
  // the server's CPU on a 50-account list.
  const utc = UTC_TEXT.exec(value);
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  return new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();
}
const UTC_TEXT = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;
