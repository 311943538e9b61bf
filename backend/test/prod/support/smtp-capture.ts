import { AddressInfo } from 'node:net';
import { ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpCapture {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  /** Every message received so far, parsed, in arrival order. */
  mails: ParsedMail[];
  mailsTo(address: string): ParsedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on a free loopback port that keeps every message it accepts (no TLS, no auth). */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo: (address) =>
      mails.filter((m) =>
        JSON.stringify(m.to ?? '')
          .toLowerCase()
          .includes(address.toLowerCase()),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
