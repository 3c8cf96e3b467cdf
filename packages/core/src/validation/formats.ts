/**
 * Format predicates shared by the generic rules (rules.ts) and the zod schemas, so a value the web
 * form accepts is exactly a value the server accepts.
 */

const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** RFC 5321 length limits. */
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_MAX_LENGTH = 64;

/**
 * A practical address check: dot-atom local part (no leading, trailing or doubled dot), '@', a
 * domain of at least two labels whose last one is alphabetic (so 'a@b' and 'a@1.2' fail).
 * Quoted local parts and IP-literal domains are refused on purpose: nobody signs up with them.
 */
export function isEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.length > EMAIL_LOCAL_MAX_LENGTH || !EMAIL_LOCAL.test(local)) return false;
  if (labels.length < 2 || !labels.every((l) => DOMAIN_LABEL.test(l))) return false;
  return /^[A-Za-z]{2,}$/.test(labels[labels.length - 1] ?? '');
}

/** An absolute http(s) URL with a host. Other schemes (javascript:, data:, ftp:) are refused. */
export function isUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** E.164 caps a number at 15 digits; formatting characters do not count. */
export const PHONE_MAX_DIGITS = 15;

/** A phone: digits, spaces, parentheses, hyphen, optional leading plus; at least one digit. */
export function isPhone(value: string): boolean {
  if (!/^\+?[0-9\s()-]+$/.test(value)) return false;
  const digits = value.replace(/[^0-9]/g, '').length;
  return digits >= 1 && digits <= PHONE_MAX_DIGITS;
}

function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; Date.UTC handles leap years.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= lastDay;
}

/** A calendar date 'YYYY-MM-DD' that exists (2024-02-29 yes, 2023-02-29 no). */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  return isRealDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/**
 * An ISO 8601 timestamp: 'YYYY-MM-DDTHH:mm[:ss[.fraction]]' with an optional 'Z' or ±HH:MM offset,
 * whose date exists and whose time is in range.
 */
export function isIsoDateTime(value: string): boolean {
  const m =
    /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))?$/.exec(
      value,
    );
  if (!m || !isIsoDate(m[1] ?? '')) return false;
  const [hh, mm, ss] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  if (hh > 23 || mm > 59 || ss > 59) return false;
  if (m[6] !== undefined && (Number(m[6]) > 23 || Number(m[7]) > 59)) return false;
  return true;
}

/** The generic "date" rule: a calendar date, a timestamp, or a valid Date object. */
export function isValidDate(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (typeof value !== 'string') return false;
  return isIsoDate(value) || isIsoDateTime(value);
}

/** An IANA time zone the runtime knows ('Europe/Paris', 'UTC'); Intl throws on anything else. */
export function isTimeZone(value: string): boolean {
  if (value.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
