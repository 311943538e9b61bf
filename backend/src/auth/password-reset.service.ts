import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { BackgroundTasks } from '../common/background-tasks';
import { DetailDto } from '../common/detail.dto';
import { detailIn, localizedDetail } from '../common/localized-detail';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { AppLanguage } from '../common/language';
import { normalizeEmail } from '../users/user.repository';
import { AccountRepository } from './account.repository';
import { LoginAttemptsService } from './login-attempts.service';
import { PasswordHasher } from './password-hasher';
import { newPasswordProblem } from './password-policy.util';
import { PasswordResetRepository } from './password-reset.repository';
import { passwordResetDoneMail } from './account-notice-mail.util';
import { passwordResetMail } from './password-reset-mail.util';
import { hashResetToken, newResetToken, RESET_TOKEN_TTL_MS } from './password-reset.util';

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    private readonly resets: PasswordResetRepository,
    private readonly accounts: AccountRepository,
    private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly hasher: PasswordHasher,
    private readonly attempts: LoginAttemptsService,
    private readonly background: BackgroundTasks,
  ) {}

  /**
   * Always the same answer, given before anything is looked up: whether the account exists, the token is stored
   * and the e-mail sent after the response, so neither the answer nor its timing tells.
   */
  requestReset(email: string, lang: AppLanguage): DetailDto {
    const normalized = normalizeEmail(email);
    this.background.run('password-reset-mail', () => this.sendResetLink(normalized));
    return detailIn(lang, 'resetRequested');
  }

  /** For a password account: a single-use token valid one hour, stored hashed, and the link by e-mail. */
  async sendResetLink(email: string, now = new Date()): Promise<void> {
    const user = await this.accounts.findByEmail(email);
    if (!user?.passwordHash) return;
    const token = newResetToken();
    await this.resets.insert(user.id, hashResetToken(token), new Date(now.getTime() + RESET_TOKEN_TTL_MS));
    const result = await this.mail.send({
      to: user.email,
      ...passwordResetMail({ publicUrl: this.config.publicUrl, email: user.email, token, language: user.language }),
    });
    if (!result.delivered) this.logger.warn({ userId: user.id }, 'password reset e-mail not delivered');
  }

  /** Tells the user, in their language, that their password was reset and every session ended. */
  private async sendResetDoneNotice(userId: number, at: Date): Promise<void> {
    const user = await this.accounts.findById(userId);
    if (!user) return;
    const result = await this.mail.send({
      to: user.email,
      ...passwordResetDoneMail({ publicUrl: this.config.publicUrl, language: user.language, at }),
    });
    if (!result.delivered) this.logger.warn({ userId }, 'password-reset notice e-mail not delivered');
  }

  /**
   * Sets the new password with a valid token (then used), ends every session, clears failed sign-ins and tells the
   * user by e-mail (after the answer).
   */
  async resetPassword(params: { email: string; token: string; password: string }, lang: AppLanguage, now = new Date()): Promise<DetailDto> {
    const problem = newPasswordProblem(params.password);
    if (problem) throw new BadRequestException(localizedDetail(problem));
    const email = normalizeEmail(params.email);
    const passwordHash = await this.hasher.hash(params.password);
    const userId = await this.resets.redeem({ tokenHash: hashResetToken(params.token), email, passwordHash }, now);
    if (userId === null) throw new BadRequestException(localizedDetail('resetInvalid'));
    await this.attempts.reset(email);
    this.logger.log({ userId }, 'password reset; every session ended');
    this.background.run('password-reset-done-mail', () => this.sendResetDoneNotice(userId, now));
    return detailIn(lang, 'resetDone');
  }
}
