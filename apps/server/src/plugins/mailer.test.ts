import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { AppError } from '@wealthlog/core';
import Fastify from 'fastify';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderEmail } from './email-templates.js';
import { createMailer, type Mailer, mailerPlugin } from './mailer.js';

function captureLogger() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      raw.push(chunk.toString());
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      cb();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines, raw };
}

/** Just enough MIME to read a nodemailer message back: headers, and each text part decoded. */
function parseMessage(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1];
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  const body = rest.join('\r\n\r\n');
  const chunks = boundary ? body.split(`--${boundary}`) : [`${head}\r\n\r\n${body}`];
  const parts: Record<string, string> = {};
  for (const chunk of chunks) {
    const [ph = '', ...pb] = chunk.split(/\r?\n\r?\n/);
    const type = /content-type: ([^;\r\n]+)/i.exec(ph)?.[1]?.toLowerCase();
    if (!type?.startsWith('text/')) continue;
    const cte = /content-transfer-encoding: (\S+)/i.exec(ph)?.[1]?.toLowerCase();
    let content = pb.join('\r\n\r\n');
    if (cte === 'quoted-printable') {
      const bytes = content
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
      content = Buffer.from(bytes, 'latin1').toString('utf8');
    } else if (cte === 'base64') {
      content = Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
    }
    parts[type] = content;
  }
  return { header, text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '' };
}

const LINK = 'http://localhost:3000/verify-email?token=Zk3qT9-abcDEF_123';

describe('createMailer over SMTP', () => {
  let server: SMTPServer;
  let port = 0;
  const received: { from?: string; to: string[]; raw: string }[] = [];
  let mailer: Mailer | undefined;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      // Otherwise nodemailer upgrades to TLS and rejects the server's self-signed certificate.
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, cb) {
        if (address.address.endsWith('@rejected.test')) {
          cb(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        cb();
      },
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });

  afterEach(async () => {
    await mailer?.close();
    mailer = undefined;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the message with To, Subject and the link', async () => {
    const { logger } = captureLogger();
    mailer = createMailer(
      {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'WealthLog <no-reply@wealthlog.test>',
        DATA_DIR: os.tmpdir(),
      },
      logger,
    );
    const email = renderEmail('verify-email', 'en', {
      name: 'Ada',
      link: LINK,
      appUrl: 'http://localhost:3000',
    });
    await mailer.send({ to: 'ada@example.test', ...email });

    expect(received).toHaveLength(1);
    const got = received[0]!;
    expect(got.from).toBe('no-reply@wealthlog.test');
    expect(got.to).toEqual(['ada@example.test']);
    const msg = parseMessage(got.raw);
    expect(msg.header('To')).toBe('ada@example.test');
    expect(msg.header('Subject')).toBe('Confirm your e-mail address for WealthLog');
    expect(msg.text).toContain(LINK);
    expect(msg.text).toContain('24 hours');
    expect(msg.html).toContain(`href="${LINK}"`);
  });

  it('turns a refused send into SYS_002 and logs no body', async () => {
    const { logger, raw } = captureLogger();
    mailer = createMailer(
      {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'no-reply@wealthlog.test',
        DATA_DIR: os.tmpdir(),
      },
      logger,
    );
    const email = renderEmail('reset-password', 'en', {
      name: 'Bob',
      link: LINK,
      appUrl: 'http://x',
    });
    const err = await mailer.send({ to: 'bob@rejected.test', ...email }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('SYS_002');
    const log = raw.join('');
    expect(log).toContain('E-mail could not be sent');
    expect(log).not.toContain('Zk3qT9');
    expect(log).not.toContain('bob@rejected.test');
  });
});

describe('createMailer without SMTP_URL', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wealthlog-mail-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('writes an .eml to DATA_DIR/outbox and logs the link', async () => {
    const { logger, lines } = captureLogger();
    const mailer = createMailer(
      { MAIL_FROM: 'WealthLog <no-reply@localhost>', DATA_DIR: dataDir },
      logger,
    );
    const email = renderEmail('reset-password', 'fr', {
      name: 'Zoé',
      link: LINK,
      appUrl: 'http://localhost:3000',
    });
    await mailer.send({ to: 'zoe@example.test', ...email });
    await mailer.close();

    const outbox = path.join(dataDir, 'outbox');
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f-]{36}\.eml$/);
    const raw = fs.readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(raw).toContain('\r\n'); // RFC 5322 line ends
    const msg = parseMessage(raw);
    expect(msg.header('To')).toBe('zoe@example.test');
    expect(msg.header('Message-ID')).toBeTruthy();
    expect(msg.text).toContain(LINK);
    expect(msg.text).toContain('Bonjour Zoé,');

    const line = lines.find((l) => l.msg === 'E-mail written to the outbox');
    expect(line).toMatchObject({ level: 30, link: LINK, file: path.join(outbox, files[0]!) });
  });
});

describe('renderEmail', () => {
  const data = {
    name: '<script>alert(1)</script>',
    link: `${LINK}&x="y"`,
    appUrl: 'http://localhost:3000',
  };

  for (const locale of ['en', 'fr', 'ar'] as const) {
    for (const kind of ['verify-email', 'reset-password'] as const) {
      it(`${kind} in ${locale} carries the link and escapes the name`, () => {
        const email = renderEmail(kind, locale, data);
        expect(email.subject).toContain('WealthLog');
        expect(email.text).toContain(data.link);
        expect(email.html).toContain(`href="${LINK}&amp;x=&quot;y&quot;"`);
        expect(email.html).not.toContain('<script>');
        expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
        expect(email.html).not.toMatch(/<img|url\(/i);
        expect(email.html).toContain(`lang="${locale}"`);
        expect(email.html).toContain(locale === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
        // The lifetime the auth service enforces is stated in every copy.
        const validity = {
          'verify-email': { en: '24 hours', fr: '24 heures', ar: '24 ساعة' },
          'reset-password': { en: 'only once', fr: 'une seule fois', ar: 'مرة واحدة' },
        }[kind][locale];
        expect(email.text).toContain(validity);
      });
    }
  }

  it('falls back to a greeting without a name, and keeps a name on one line', () => {
    expect(renderEmail('verify-email', 'en', { ...data, name: '' }).text).toMatch(/^Hello,\n/);
    const text = renderEmail('verify-email', 'en', { ...data, name: 'Eve\r\nBcc: x' }).text;
    expect(text.split('\n')[0]).toBe('Hello Eve Bcc: x,');
  });
});

describe('mailerPlugin', () => {
  it('decorates app.mailer from app.config and closes it with the app', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wealthlog-mail-'));
    const { logger, lines } = captureLogger();
    const app = Fastify();
    app.decorate('config', { MAIL_FROM: 'no-reply@localhost', DATA_DIR: dataDir } as never);
    app.decorate('baseLogger', logger);
    await app.register(mailerPlugin);
    await app.ready();
    await app.mailer.send({
      to: 'a@example.test',
      subject: 's',
      text: `go ${LINK}`,
      html: '<p>x</p>',
    });
    expect(fs.readdirSync(path.join(dataDir, 'outbox'))).toHaveLength(1);
    expect(lines.some((l) => l.link === LINK)).toBe(true);
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
