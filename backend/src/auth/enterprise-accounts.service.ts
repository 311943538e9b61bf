import { BadRequestException, ConflictException, HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { localizedDetail } from '../common/localized-detail';
import { EnterpriseRegistration } from '../organisations/entities/enterprise-registration.entity';
import { UserAnswerDto } from '../users/dto/user.dto';
import { User } from '../users/entities/user.entity';
import { normalizeEmail, UserRepository } from '../users/user.repository';
import { toUserView } from '../users/user-view';
import { AccountRepository } from './account.repository';
import { LoginAttemptsService } from './login-attempts.service';
import { PasswordHasher } from './password-hasher';
import { newPasswordProblem } from './password-policy.util';

export interface EnterpriseRegistrationParams {
  email: string;
  activationCode: string;
  password: string;
  organizationId: number;
}

/** Enterprise accounts: registration by invitation and the password check of e-mail/password sign-in. */
@Injectable()
export class EnterpriseAccountsService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly attempts: LoginAttemptsService,
  ) {}

  /**
   * Redeems an open invitation of that e-mail and organisation with its activation code (single use) and creates
   * the user, an account manager when the invitation says so. Every invitation problem gives the same 400, so the
   * answer does not tell whether the e-mail was invited; an existing account answers 409 only to a valid code.
   */
  async register(params: EnterpriseRegistrationParams, now = new Date()): Promise<UserAnswerDto> {
    const problem = newPasswordProblem(params.password);
    if (problem) throw new BadRequestException(localizedDetail(problem));
    const email = normalizeEmail(params.email);
    const invitation = await this.findRedeemableInvitation(email, params.organizationId, params.activationCode.trim(), now);
    if (!invitation) throw new BadRequestException(localizedDetail('invalidActivation'));
    if (await this.accounts.emailTaken(email)) throw new ConflictException(localizedDetail('accountExists'));
    const passwordHash = await this.hasher.hash(params.password);
    const userId = await this.accounts.registerFromInvitation(invitation, { email, passwordHash }, now);
    if (userId === 'invitationUsed') throw new BadRequestException(localizedDetail('invalidActivation'));
    if (userId === 'accountExists') throw new ConflictException(localizedDetail('accountExists'));
    return { user: toUserView(await this.accounts.getForView(userId)) };
  }

  /**
   * The password check of e-mail and password sign-in (LocalStrategy) and of linking Google to an account: the
   * user when the password is right, else 401 "Invalid email or password." (429 while locked). Unknown e-mails cost
   * one argon2 verification too, so timing tells nothing; 10 failures in 15 minutes lock the e-mail (known or not)
   * until the window ends.
   */
  async checkPassword(params: { email: string; password: string }): Promise<User> {
    const email = normalizeEmail(params.email);
    if (await this.attempts.isLocked(email)) throw new HttpException(localizedDetail('lockedOut'), HttpStatus.TOO_MANY_REQUESTS);
    const user = await this.users.findByEmailForView(email);
    const valid = user?.passwordHash
      ? await this.hasher.verify(user.passwordHash, params.password)
      : await this.hasher.verifyNothing(params.password);
    if (!user || !valid) {
      await this.attempts.recordFailure(email);
      throw new UnauthorizedException(localizedDetail('invalidLogin'));
    }
    await this.attempts.reset(email);
    return user;
  }

  /** The open invitation (not registered, not expired) of this e-mail and organisation whose code matches. */
  private async findRedeemableInvitation(
    email: string,
    organizationId: number,
    code: string,
    now: Date,
  ): Promise<EnterpriseRegistration | null> {
    const open = await this.accounts.findOpenInvitations(email, organizationId, now);
    if (open.length === 0) await this.hasher.verifyNothing(code);
    for (const invitation of open) {
      if (await this.hasher.verify(invitation.activationCodeHash, code)) return invitation;
    }
    return null;
  }
}
