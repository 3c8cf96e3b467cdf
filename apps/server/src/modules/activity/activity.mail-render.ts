import { type Locale, LOCALES, parseUserAgent } from '@wealthlog/core';
import {
  emailButton,
  emailPage,
  escapeHtml,
  type RenderedEmail,
} from '../../plugins/email-templates.js';
import { MAIL_COPY, type MailEvent } from './activity.mail-copy.js';

/** One outbox row, with what the e-mail needs of its user. */
export interface SecurityMail {
  event: MailEvent;
  at: Date;
  ip: string | null;
  userAgent: string | null;
  detail: Record<string, unknown>;
  firstName: string;
  locale: string;
  timeZone: string;
}

export function mailLocale(value: string): Locale {
  return (LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'en';
}

/** The instant in the user's own zone and language, its zone named ("28 Nov 2026, 14:05 UTC"). */
export function formatWhen(at: Date, locale: Locale, timeZone: string): string {
  const opts = { dateStyle: 'long', timeStyle: 'short', timeZoneName: undefined } as const;
  try {
    return `${new Intl.DateTimeFormat(locale, { ...opts, timeZone }).format(at)} (${timeZone})`;
  } catch {
    // A zone this runtime does not know: UTC is still the truth.
    return `${new Intl.DateTimeFormat(locale, { ...opts, timeZone: 'UTC' }).format(at)} (UTC)`;
  }
}

/** Line breaks in a name or a header would let it forge extra lines of the plain-text part. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

/** 'Chrome on Windows', or the copy's "unknown device". */
function deviceName(userAgent: string | null, unknown: string): string {
  const { browser, os } = parseUserAgent(userAgent);
  return [browser, os].filter(Boolean).join(' / ') || unknown;
}

/**
 * The security e-mail for one event: what changed, when, from which device and address, and what
 * to do if it was not the user, with a button to the security settings.
 */
export function renderSecurityMail(mail: SecurityMail, appUrl: string): RenderedEmail {
  const locale = mailLocale(mail.locale);
  const c = MAIL_COPY[locale];
  const what = c.events[mail.event];
  const name = oneLine(mail.firstName);
  const greeting = name ? c.greeting(name) : c.greetingNoName;
  const when = c.when(
    formatWhen(mail.at, locale, mail.timeZone),
    deviceName(mail.userAgent, c.unknownDevice),
    mail.ip ?? c.unknownIp,
  );
  const label = typeof mail.detail.name === 'string' ? oneLine(mail.detail.name).slice(0, 100) : '';
  const named = label ? c.named(label) : '';
  const link = `${appUrl}/settings/security`;
  const subject = `WealthLog: ${what}`;
  const lines = [greeting, '', `${what}.`, when, ...(named ? [named] : []), ''];
  const text = [...lines, c.ifYou, c.ifNotYou, '', link, '', '—', c.footer(appUrl), ''].join('\n');

  const p = (s: string) => `<p style="margin:16px 0;">${escapeHtml(s)}</p>`;
  const html = emailPage(
    locale,
    subject,
    `${p(greeting)}
<p style="margin:16px 0;font-weight:600;">${escapeHtml(what)}.</p>
${p(when)}
${named ? p(named) : ''}
${p(c.ifYou)}
${p(c.ifNotYou)}
${emailButton(link, c.action)}
<p style="margin:24px 0 0;font-size:12px;color:#52606d;">${escapeHtml(c.footer(appUrl))}</p>`,
  );
  return { subject, text, html };
}
