import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { PasswordHasher } from '../auth/password-hasher';
import { localizedDetail } from '../common/localized-detail';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { AppLanguage } from '../common/language';
import { normalizeEmail } from '../users/user.repository';
import { INVITATION_TTL_MS, newActivationCode } from './activation-code.util';
import { EnterpriseRegistration } from './entities/enterprise-registration.entity';
import { invitationMail } from './invitation-mail.util';
import { OrganisationRepository } from './organisation.repository';

export interface CreateEnterpriseRegistrationParams {
  organizationId: number;
  email: string;
  language: AppLanguage;
  isAccountManager?: boolean;
}

@Injectable()
export class OrganisationsService {
  private readonly logger = new Logger(OrganisationsService.name);

  constructor(
    private readonly organisations: OrganisationRepository,
    private readonly config: AppConfig,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
  ) {}

  /**
   * Invites an e-mail to register in an organisation: a random activation code (stored argon2-hashed, valid 14
   * days) e-mailed with the registration link in the invitation's language. isDelivered records the mail result.
   * Answers the plain code too, for the caller's tests and logs only: it is not stored.
   */
  async createEnterpriseRegistration(
    params: CreateEnterpriseRegistrationParams,
    now = new Date(),
  ): Promise<{ registration: EnterpriseRegistration; activationCode: string }> {
    const organization = await this.organisations.findById(params.organizationId);
    if (!organization) throw new NotFoundException(localizedDetail('organizationNotFound'));
    const activationCode = newActivationCode();
    const registration = await this.organisations.insertRegistration({
      organizationId: organization.id,
      email: normalizeEmail(params.email),
      language: params.language,
      activationCodeHash: await this.hasher.hash(activationCode),
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      isAccountManager: params.isAccountManager ?? false,
    });
    const result = await this.mail.send({
      to: registration.email,
      ...invitationMail({
        publicUrl: this.config.publicUrl,
        email: registration.email,
        organizationId: organization.id,
        organizationLabel: organization.label,
        activationCode,
        language: registration.language,
        expiresAt: registration.expiresAt,
      }),
    });
    await this.organisations.setDelivered(registration, result.delivered);
    if (!result.delivered) this.logger.warn({ registrationId: registration.id }, 'invitation e-mail not delivered');
    return { registration, activationCode };
  }
}
