import { EntityManager } from '@mikro-orm/core';
import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { hasErrors, validateContact } from '@pt/libs/validation';
import { DetailDto } from '../common/detail.dto';
import { detailIn, localizedDetail } from '../common/localized-detail';
import { joinTexts, text } from '../common/localized-text';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { User } from '../users/entities/user.entity';
import { AppLanguage } from '../common/language';
import { ContactMessage } from './entities/contact-message.entity';

const FIELD_NAMES = { email: text('contactFieldEmail'), message: text('contactFieldMessage') } as const;

@Injectable()
export class ContactService {
  private readonly logger = new Logger(ContactService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  /** Stores the message (with the signed-in sender, if any) and forwards it to support, replying to the sender. */
  async send(input: { email: string; message: string }, user: User | null, lang: AppLanguage): Promise<DetailDto> {
    const errors = validateContact(input);
    if (hasErrors(errors)) {
      const problems = Object.entries(errors).map(([field, key]) =>
        text('contactFieldProblem', { field: FIELD_NAMES[field as keyof typeof FIELD_NAMES] ?? field, problem: text(key) }),
      );
      throw new BadRequestException(localizedDetail(joinTexts(problems)));
    }
    const email = input.email.trim();
    const body = input.message.trim();
    const stored = this.em.create(ContactMessage, { email, message: body, user });
    await this.em.flush();
    const sender = user ? `${email} (signed in as user ${user.id}, ${user.email})` : `${email} (not signed in)`;
    const result = await this.mail.send({
      to: this.config.SUPPORT_EMAIL,
      replyTo: email,
      subject: `Contact form: message from ${email}`,
      text: `From: ${sender}\nMessage #${stored.id}\n\n${body}\n`,
    });
    if (!result.delivered) this.logger.warn({ contactMessageId: stored.id }, 'contact message stored but not e-mailed');
    return detailIn(lang, 'contactSent');
  }
}
