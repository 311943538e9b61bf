import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { hasErrors, validateContact } from '@pt/libs/validation';
import { DetailDto } from '../common/detail.dto';
import { detailIn, localizedDetail } from '../common/localized-detail';
import { joinTexts, text } from '../common/localized-text';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { User } from '../users/entities/user.entity';
import { AppLanguage } from '../common/language';
import { ContactMessageRepository } from './contact-message.repository';

const FIELD_NAMES = { email: text('contactFieldEmail'), message: text('contactFieldMessage') } as const;

@Injectable()
export class ContactService {
  private readonly logger = new Logger(ContactService.name);

  constructor(
    private readonly messages: ContactMessageRepository,
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
    const storedId = await this.messages.insert({ email, message: body, userId: user?.id ?? null });
    const sender = user ? `${email} (signed in as user ${user.id}, ${user.email})` : `${email} (not signed in)`;
    const result = await this.mail.send({
      to: this.config.SUPPORT_EMAIL,
      replyTo: email,
      subject: `Contact form: message from ${email}`,
      text: `From: ${sender}\nMessage #${storedId}\n\n${body}\n`,
    });
    if (!result.delivered) this.logger.warn({ contactMessageId: storedId }, 'contact message stored but not e-mailed');
    return detailIn(lang, 'contactSent');
  }
}
