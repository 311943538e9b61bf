import { Global, Module } from '@nestjs/common';
import { MailerModule, MailerOptions } from '@nestjs-modules/mailer';
import { AppConfig } from '../config/app-config';
import { MailService } from './mail.service';

@Global()
@Module({
  imports: [
    MailerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        ({
          // No SMTP server configured: build the full MIME message in memory; MailService files it.
          transport: config.SMTP_URL ?? { streamTransport: true, buffer: true, newline: 'unix' },
          defaults: { from: config.MAIL_FROM },
        }) as MailerOptions, // @types/nodemailer is newer than the one the mailer's types were built on
    }),
  ],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
