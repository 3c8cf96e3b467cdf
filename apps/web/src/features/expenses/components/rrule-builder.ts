import { parseRrule, type RruleFreq } from '@wealthlog/core';

/** The form's simple shape of a rule: every `interval` days/weeks/months/years, `count` times. */
export interface SimpleRule {
  freq: RruleFreq;
  interval: number;
  /** Monthly: the day of the month (31 falls on a shorter month's last day). */
  monthDay: number | null;
  count: number | null;
}

/** The RRULE text of a simple rule (what the API stores). */
export function toRrule(r: SimpleRule): string {
  const parts = [`FREQ=${r.freq}`];
  if (r.interval > 1) parts.push(`INTERVAL=${r.interval}`);
  if (r.freq === 'MONTHLY' && r.monthDay) parts.push(`BYMONTHDAY=${r.monthDay}`);
  if (r.count) parts.push(`COUNT=${r.count}`);
  return parts.join(';');
}

/** A stored rule back into the form (what the form cannot show keeps its defaults). */
export function fromRrule(text: string): SimpleRule {
  const parsed = parseRrule(text);
  if (!('rule' in parsed)) return { freq: 'MONTHLY', interval: 1, monthDay: null, count: null };
  const { rule } = parsed;
  return {
    freq: rule.freq,
    interval: rule.interval,
    monthDay: rule.byMonthDay,
    count: rule.count,
  };
}
