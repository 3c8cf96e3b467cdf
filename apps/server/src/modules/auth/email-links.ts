import { type Locale, LOCALES } from '@wealthlog/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { type Mailer, renderEmail } from '../../plugins/mailer.js';
import type { UserRecord } from './auth.repository.js';
import { type EmailTokenKind, issueEmailToken } from './email-tokens.js';

export interface EmailLinkDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

const PAGES: Record<EmailTokenKind, { path: string; template: 'verify-email' | 'reset-password' }> =
  {
    verify_email: { path: '/verify-email', template: 'verify-email' },
    reset_password: { path: '/reset-password', template: 'reset-password' },
  };

function localeOf(user: UserRecord): Locale {
  return (LOCALES as readonly string[]).includes(user.locale) ? (user.locale as Locale) : 'en';
}

/**
 * Issues a single-use token and mails its link to `user.email`. The token is stored first (so the
 * link works as soon as it arrives); the mail goes out in the background, because the answer must
 * not wait on, nor fail with, a slow relay, and forgot-password must take the same time whether or
 * not the address exists. A failed send is logged by the mailer (never the link's token).
 */
export async function sendEmailLink(
  deps: EmailLinkDeps,
  user: UserRecord,
  kind: EmailTokenKind,
): Promise<void> {
  const token = await issueEmailToken(deps.db, user.id, kind, user.email);
  const page = PAGES[kind];
  const link = `${deps.publicUrl}${page.path}?token=${encodeURIComponent(token)}`;
  const mail = renderEmail(page.template, localeOf(user), {
    name: user.firstName,
    link,
    appUrl: deps.publicUrl,
  });
  void deps.mailer.send({ to: user.email, ...mail }).catch((err: unknown) => {
    deps.log.error(
      { userId: user.id, kind, code: (err as { code?: string }).code },
      'Could not send the e-mail',
    );
  });
}

/** Accept-Language → one of our locales, for the e-mails of a user who has not chosen one yet. */
export function localeFromHeader(header: string | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().slice(0, 2).toLowerCase();
    if ((LOCALES as readonly string[]).includes(tag)) return tag as Locale;
  }
  return 'en';
}
