// A real SMTP server on loopback (smtp-server) for the tests of mail end to end: the edge we do
// not own, faked at the wire. Each test file starts one and closes it after.
import { SMTPServer } from 'smtp-server';
import { createLogger } from '#server/lib/logger.ts';
import { createSmtpMailer, type Mailer } from '#server/lib/mailer.ts';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent, headers and body. */
  raw: string;
}

export interface SmtpTestServer {
  received: ReceivedMail[];
  /** A mailer that sends to this server. */
  mailer(): Mailer;
  /** The last message delivered to the address, its quoted-printable soft breaks undone. */
  deliveredTo(address: string): ReceivedMail & { text: string };
  close(): Promise<void>;
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP test server has no port');
  const { port } = address;
  return {
    received,
    mailer: () =>
      createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Sprout <hello@sprout.test>', createLogger('silent')),
    deliveredTo(address) {
      const mail = received.findLast((m) => m.to.includes(address));
      if (!mail) throw new Error(`no mail was delivered to ${address}`);
      return { ...mail, text: mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
