import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '@wealthlog/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type * as NodemailerModule from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config.js';

export {
  renderEmail,
  type EmailKind,
  type EmailData,
  type RenderedEmail,
} from './email-templates.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (the weekly e-mail's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(msg: MailMessage): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export type MailerConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>;

/**
 * Timeouts well under the 30 s request timeout: a stuck relay must fail the request that
 * sends mail, not hang it. URL query parameters (e.g. `?socketTimeout=60000`) still override them.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

const FIRST_LINK = /https?:\/\/[^\s<>"']+/;

/**
 * A transport made at the first e-mail, not at start: nodemailer takes some 40 ms to load that a
 * start without mail to send need not wait for (issue 34). Made once; `made` tells if it was.
 */
type Nodemailer = typeof NodemailerModule;
function lazyTransport(make: (lib: Nodemailer) => Promise<Transporter>) {
  let transport: Promise<Transporter> | undefined;
  // A CommonJS package: its exports are the ES module's default.
  const load = async () => {
    const m = (await import('nodemailer')) as Nodemailer & { default?: Nodemailer };
    return m.default ?? m;
  };
  return {
    get: () => (transport ??= load().then(make)),
    made: () => transport,
  };
}

/** Real mail over SMTP_URL when set; otherwise an .eml file per message under DATA_DIR/outbox. */
export function createMailer(config: MailerConfig, logger: Logger): Mailer {
  return config.SMTP_URL
    ? smtpMailer(config.SMTP_URL, config.MAIL_FROM, logger)
    : outboxMailer(path.join(config.DATA_DIR, 'outbox'), config.MAIL_FROM, logger);
}

/** The recipient's domain is enough to diagnose a relay problem; the full address is personal data. */
function recipientDomain(to: string): string {
  return to.slice(to.lastIndexOf('@') + 1);
}

function smtpMailer(url: string, from: string, logger: Logger): Mailer {
  // nodemailer.createTransport({ url, pool }) would drop every option but the URL's, so the
  // pool is built directly: it merges our defaults with what the URL says.
  const transport = lazyTransport(async (nodemailer) => {
    const { default: SMTPPool } = await import('nodemailer/lib/smtp-pool/index.js');
    return nodemailer.createTransport(new SMTPPool({ url, pool: true, ...SMTP_TIMEOUTS }));
  });
  return {
    async send(msg) {
      try {
        await (
          await transport.get()
        ).sendMail({
          from,
          to: msg.to,
          subject: msg.subject,
          text: msg.text,
          html: msg.html,
          ...(msg.headers ? { headers: msg.headers } : {}),
        });
      } catch (err) {
        // Only the transport's diagnosis: never the body, which carries a one-time link.
        const e = err as {
          code?: string;
          responseCode?: number;
          command?: string;
          message?: string;
        };
        logger.error(
          {
            mail: { toDomain: recipientDomain(msg.to), subject: msg.subject },
            smtp: {
              code: e.code,
              responseCode: e.responseCode,
              command: e.command,
              // Relays often quote the address back ("<ada@…>: Recipient address rejected").
              message: e.message?.replaceAll(msg.to, '[recipient]'),
            },
          },
          'E-mail could not be sent',
        );
        throw new AppError('SYS_002', 'E-mail could not be sent; try again later', { cause: err });
      }
    },
    async close() {
      (await transport.made())?.close();
    },
  };
}

function outboxMailer(dir: string, from: string, logger: Logger): Mailer {
  // CRLF line ends: the file is a real RFC 5322 message any mail client can open.
  const transport = lazyTransport(async (nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
  );
  return {
    async send(msg) {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomUUID()}.eml`);
      try {
        const info = await (await transport.get()).sendMail({ from, ...msg });
        await fs.mkdir(dir, { recursive: true });
        // 0600: the file holds a live sign-in link.
        await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      } catch (err) {
        logger.error({ err, file }, 'E-mail could not be written to the outbox');
        throw new AppError('SYS_002', 'E-mail could not be sent; try again later', { cause: err });
      }
      const link = FIRST_LINK.exec(msg.text)?.[0] ?? null;
      // Without SMTP the operator reads the link here (DESIGN: "the link is logged").
      logger.info({ file, link, to: msg.to, subject: msg.subject }, 'E-mail written to the outbox');
    },
    // A stream transport holds no connection, so there is nothing to close.
    async close() {},
  };
}

export interface MailerPluginOptions {
  /** Tests (or another transport) can hand in their own mailer instead of the configured one. */
  mailer?: Mailer;
}

/** Decorates `app.mailer`, built from `app.config`, and closes its SMTP pool with the app. */
export const mailerPlugin = fp<MailerPluginOptions>(
  async (app: FastifyInstance, opts) => {
    const mailer = opts.mailer ?? createMailer(app.config, app.baseLogger);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.close();
    });
  },
  { name: 'mailer' },
);
