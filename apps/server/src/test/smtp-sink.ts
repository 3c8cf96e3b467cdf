import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** Quoted-printable soft breaks and escapes undone, so links can be read from the raw message. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A real SMTP server on loopback that keeps what it receives, for end-to-end e-mail tests. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Otherwise nodemailer upgrades to TLS and rejects a self-signed certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;

  /** The link to `path` in the newest message to `to` that has one, waiting up to 10 s. */
  async function linkTo(to: string, path: string): Promise<URL> {
    const pattern = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[A-Za-z0-9_-]+`);
    for (let i = 0; i < 200; i += 1) {
      for (const mail of received.filter((m) => m.to.includes(to)).reverse()) {
        const match = pattern.exec(mail.raw);
        if (match) return new URL(match[0]);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no e-mail to ${to} with a link to ${path}`);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    linkTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
