import { type AttentionItem, decimalsFor, type Locale, RTL_LOCALES } from '@wealthlog/core';
import {
  emailButton,
  emailPage,
  escapeHtml,
  type RenderedEmail,
} from '../../plugins/email-templates.js';
import { attentionSentence } from './weekly-digest.attention.js';
import { DIGEST_COPY } from './weekly-digest.copy.js';

/** What the weekly e-mail says; collectDigest (weekly-digest.collect.ts) fills it. */
export interface DigestInput {
  firstName?: string;
  /** The base currency of netWorth and netWorthChange. */
  currency: string;
  netWorth: number;
  /** Today's net worth minus the one 7 days ago. */
  netWorthChange: number;
  /** The home's attention items (GET /api/dashboard/home): worded here in the user's language. */
  attention: Pick<AttentionItem, 'kind' | 'params' | 'link'>[];
  weekAhead: { date: string; label: string; amount: number; currency: string }[];
  /** The app's address, for the paths above and the button. */
  appUrl: string;
  unsubscribeUrl: string;
}

/** The web's Intl locales (apps/web/src/lib/locale.ts): Arabic-Indic digits in Arabic. */
const INTL_LOCALES: Record<Locale, string> = { en: 'en', fr: 'fr', ar: 'ar-u-nu-arab' };

export function formatMoney(value: number, currency: string, locale: Locale, signed = false) {
  const digits = decimalsFor(currency);
  const opts = {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
  };
  try {
    return new Intl.NumberFormat(INTL_LOCALES[locale], {
      style: 'currency',
      currency,
      ...opts,
    }).format(value);
  } catch {
    // A code Intl does not know (BTC, USDT): the number, then the code.
    return `${new Intl.NumberFormat(INTL_LOCALES[locale], opts).format(value)} ${currency}`;
  }
}

function formatDay(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

function formatMonth(yearMonth: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${yearMonth}-01T00:00:00Z`));
}

/** Line breaks in a name or label would let it forge lines of the plain-text part. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();
const absolute = (link: string, appUrl: string) =>
  /^https?:\/\//.test(link) ? link : appUrl + link;

/**
 * The weekly e-mail, a pure function of its input and the user's language: net worth and its
 * change over the week, what needs attention, the week ahead, and the unsubscribe link in both
 * parts. Every user-written text is escaped in the HTML; Arabic is laid out right to left.
 */
export function renderWeeklyDigest(input: DigestInput, locale: Locale): RenderedEmail {
  const c = DIGEST_COPY[locale];
  const name = oneLine(input.firstName ?? '');
  const greeting = name ? c.greeting(name) : c.greetingNoName;
  const netWorth = formatMoney(input.netWorth, input.currency, locale);
  const change = c.change(formatMoney(input.netWorthChange, input.currency, locale, true));
  const words = {
    money: (v: number, currency: string) => formatMoney(v, currency, locale),
    day: (iso: string) => formatDay(iso, locale),
    month: (ym: string) => formatMonth(ym, locale),
  };
  const attention = input.attention.map((a) => ({
    message: oneLine(attentionSentence(a, locale, words)),
    link: absolute(a.link, input.appUrl),
  }));
  const ahead = input.weekAhead.map((w) => ({
    day: formatDay(w.date, locale),
    label: oneLine(w.label),
    amount: formatMoney(w.amount, w.currency, locale),
  }));
  const subject = c.subject(netWorth);

  const text = [
    greeting,
    '',
    `${c.netWorth}: ${netWorth}`,
    change,
    '',
    `${c.attention}:`,
    ...(attention.length ? attention.map((a) => `- ${a.message} (${a.link})`) : [c.nothingToDo]),
    '',
    `${c.weekAhead}:`,
    ...(ahead.length ? ahead.map((w) => `- ${w.day}: ${w.label}, ${w.amount}`) : [c.nothingAhead]),
    '',
    `${c.open}: ${input.appUrl}/dashboard`,
    '',
    '—',
    c.why,
    `${c.unsubscribe}: ${input.unsubscribeUrl}`,
    '',
  ].join('\n');

  const rtl = RTL_LOCALES.includes(locale);
  const h = (s: string) => `<h2 style="margin:24px 0 8px;font-size:16px;">${escapeHtml(s)}</h2>`;
  const p = (s: string) => `<p style="margin:8px 0;">${escapeHtml(s)}</p>`;
  const attentionHtml = attention.length
    ? `<ul style="padding-inline-start:20px;margin:8px 0;">${attention
        .map((a) => `<li><a href="${escapeHtml(a.link)}">${escapeHtml(a.message)}</a></li>`)
        .join('')}</ul>`
    : p(c.nothingToDo);
  // Amounts are isolated (<bdi>) so a minus sign and a currency keep their order in Arabic.
  const aheadHtml = ahead.length
    ? `<table role="presentation" style="width:100%;border-collapse:collapse;">${ahead
        .map(
          (w) =>
            `<tr><td style="padding:4px 0;">${escapeHtml(w.day)}</td><td style="padding:4px 8px;">${escapeHtml(w.label)}</td><td style="padding:4px 0;text-align:${rtl ? 'left' : 'right'};"><bdi>${escapeHtml(w.amount)}</bdi></td></tr>`,
        )
        .join('')}</table>`
    : p(c.nothingAhead);
  const html = emailPage(
    locale,
    subject,
    `${p(greeting)}
${h(c.netWorth)}
<p style="margin:8px 0;font-size:24px;font-weight:600;"><bdi>${escapeHtml(netWorth)}</bdi></p>
${p(change)}
${h(c.attention)}
${attentionHtml}
${h(c.weekAhead)}
${aheadHtml}
${emailButton(`${input.appUrl}/dashboard`, c.open)}
<p style="margin:24px 0 0;font-size:12px;color:#52606d;">${escapeHtml(c.why)} <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#1c7ed6;">${escapeHtml(c.unsubscribe)}</a></p>`,
  );
  return { subject, text, html };
}
