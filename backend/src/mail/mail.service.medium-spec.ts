import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AddressInfo } from 'node:net';
import { Test } from '@nestjs/testing';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { AppConfigModule } from '../config/app-config.module';
import { loadConfig } from '../config/app-config';
import { readOutbox } from '../../test/utils/mail-outbox';
import { MailModule } from './mail.module';
import { MailService } from './mail.service';

async function mailServiceWith(env: Record<string, string>) {
  const config = loadConfig({ JWT_SECRET: 'x'.repeat(40), ...env });
  const moduleRef = await Test.createTestingModule({ imports: [AppConfigModule.forRoot(config), MailModule] }).compile();
  return { mail: moduleRef.get(MailService), close: () => moduleRef.close(), config };
}

describe('MailService', () => {
  it('writes a real MIME message to the outbox when no SMTP server is configured', async () => {
    const varDir = mkdtempSync(join(tmpdir(), 'pt-mail-'));
    const { mail, close, config } = await mailServiceWith({ VAR_DIR: varDir });
    const result = await mail.send({
      to: 'ana@example.com',
      subject: 'Votre traduction — prête',
      text: 'Bonjour Ana',
      html: '<p>Bonjour Ana</p>',
    });
    expect(result.delivered).toBe(true);
    const [message] = await readOutbox(config.mailOutboxDir);
    expect(message.subject).toBe('Votre traduction — prête');
    expect(message.text?.trim()).toBe('Bonjour Ana');
    expect(message.html).toContain('<p>Bonjour Ana</p>');
    expect(message.from?.text).toContain(config.MAIL_FROM);
    await close();
  });

  it('delivers over SMTP to a real server when SMTP_URL is set', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString());
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const { mail, close } = await mailServiceWith({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const result = await mail.send({ to: 'bob@example.com', subject: 'Hello', text: 'Hi Bob', replyTo: 'ana@example.com' });
    expect(result.delivered).toBe(true);
    const parsed = await simpleParser(received[0]);
    expect(parsed.subject).toBe('Hello');
    expect(parsed.replyTo?.text).toBe('ana@example.com');
    await close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('reports a failed delivery instead of throwing', async () => {
    const { mail, close } = await mailServiceWith({ SMTP_URL: 'smtp://127.0.0.1:1' });
    await expect(mail.send({ to: 'x@example.com', subject: 's', text: 't' })).resolves.toEqual({ delivered: false });
    await close();
  });
});
