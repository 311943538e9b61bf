import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { localizedDetail } from '../../common/localized-detail';
import type { TextKey } from '../../common/localized-text';
import { AppConfig } from '../../config/app-config';
import { isInternalAdmin } from '../../organisations/manager-access.util';
import { SessionDto } from '../../users/dto/user.dto';
import { User } from '../../users/entities/user.entity';
import { UserRepository } from '../../users/user.repository';
import { LoginAttemptsService } from '../login-attempts.service';
import { SessionService } from '../session.service';
import { hashRecoveryCode, isRecoveryCodeShape, newRecoveryCodes } from './recovery-codes.util';
import { SecondFactorChallenges } from './second-factor-challenge';
import { SecondFactorRepository } from './second-factor.repository';
import { SecretBox } from './secret-box';
import { newTotpSecret, totpUri, verifyTotp } from './totp.util';

export interface SecondFactorStatus {
  enabled: boolean;
  /** Internal admins must have it; account managers may. */
  required: boolean;
  enabledAt: Date | null;
  recoveryCodesLeft: number;
}

export interface ChallengeAnswer {
  secondFactorRequired: true;
  challenge: string;
}

/** The code-guessing counter of a user, apart from the password counter (a right password does not reset it). */
const attemptsKey = (userId: number) => `second-factor:${userId}`;

/**
 * Two-step sign-in with an authenticator app (TOTP) and ten single-use recovery codes, for account managers and
 * internal admins: enrolment, the second step of the enterprise sign-in, and the enrolment rule of internal admins.
 * Wrong codes count like wrong passwords (LoginAttemptsService: 10 in 15 minutes lock the second step).
 */
@Injectable()
export class SecondFactorService {
  private readonly box: SecretBox;

  constructor(
    private readonly factors: SecondFactorRepository,
    private readonly users: UserRepository,
    private readonly config: AppConfig,
    private readonly sessions: SessionService,
    private readonly attempts: LoginAttemptsService,
    private readonly challenges: SecondFactorChallenges,
  ) {
    this.box = new SecretBox(config.jwtSecret, 'second-factor secrets');
  }

  /** Whether the user has a confirmed authenticator app. */
  async isEnabled(userId: number): Promise<boolean> {
    return this.factors.hasEnabled(userId);
  }

  isRequiredFor(user: Pick<User, 'email'>): boolean {
    return isInternalAdmin(user, this.config.INTERNAL_ADMIN_EMAILS);
  }

  /** True for an internal admin without a confirmed authenticator app: such a session may only enrol. */
  async mustEnrol(user: Pick<User, 'id' | 'email'>): Promise<boolean> {
    return this.isRequiredFor(user) && !(await this.isEnabled(user.id));
  }

  async status(user: User): Promise<SecondFactorStatus> {
    this.assertEligible(user);
    const { factor, recoveryCodesLeft } = await this.factors.statusOf(user.id);
    return { enabled: !!factor, required: this.isRequiredFor(user), enabledAt: factor?.enabledAt ?? null, recoveryCodesLeft };
  }

  /**
   * A new secret, waiting for its first code (any earlier pending one is replaced). The only time the secret
   * leaves the server: as the otpauth:// URI for the QR code, and as text for typing it by hand.
   */
  async startEnrolment(user: User): Promise<{ secret: string; otpauthUri: string }> {
    this.assertEligible(user);
    if (await this.isEnabled(user.id)) throw new ConflictException(localizedDetail('secondFactorAlreadyEnabled'));
    const secret = newTotpSecret();
    await this.factors.replacePending(user.id, this.box.seal(secret, sealContext(user.id)));
    return { secret, otpauthUri: totpUri(secret, user.email) };
  }

  /** The first code from the app turns the factor on and gives the ten recovery codes (shown this once). */
  async confirmEnrolment(user: User, code: string, now = new Date()): Promise<{ recoveryCodes: string[] }> {
    this.assertEligible(user);
    await this.assertNotLocked(user.id, now);
    const pending = await this.factors.findPending(user.id);
    if (!pending) {
      if (await this.isEnabled(user.id)) throw new ConflictException(localizedDetail('secondFactorAlreadyEnabled'));
      throw new BadRequestException(localizedDetail('secondFactorNoPendingEnrolment'));
    }
    const secret = this.box.open(pending.secretCiphertext, sealContext(user.id));
    const step = secret ? verifyTotp({ secret, code, nowMs: now.getTime(), lastUsedTimeStep: null }) : null;
    if (step === null) return this.refuse(user.id, BadRequestException, now);
    const codes = newRecoveryCodes();
    const enabled = await this.factors.enable(
      pending.id,
      user.id,
      step,
      now,
      codes.map((c) => hashRecoveryCode(c)),
    );
    if (!enabled) throw new ConflictException(localizedDetail('secondFactorAlreadyEnabled'));
    await this.attempts.reset(attemptsKey(user.id));
    return { recoveryCodes: codes };
  }

  /** Ten new recovery codes in place of the old ones, for a valid code (app or recovery). */
  async regenerateRecoveryCodes(user: User, code: string, now = new Date()): Promise<{ recoveryCodes: string[] }> {
    this.assertEligible(user);
    await this.checkCode(user.id, code, BadRequestException, now);
    const codes = newRecoveryCodes();
    await this.factors.replaceRecoveryCodes(
      user.id,
      codes.map((c) => hashRecoveryCode(c)),
    );
    return { recoveryCodes: codes };
  }

  /**
   * Turns the factor off for a valid code (app or recovery): the app's secret and the recovery codes are deleted.
   * An internal admin may do it too (to move to a new phone): their next request must enrol again.
   */
  async disable(user: User, code: string, now = new Date()): Promise<void> {
    this.assertEligible(user);
    await this.checkCode(user.id, code, BadRequestException, now);
    await this.factors.deleteAll(user.id);
  }

  /** The answer to a right password: the session, or the challenge of the second step when the user has a factor. */
  async sessionOrChallenge(user: User, nowMs = Date.now()): Promise<SessionDto | ChallengeAnswer> {
    if (!(await this.isEnabled(user.id))) return this.sessions.sessionOf(user);
    return { secondFactorRequired: true, challenge: this.challenges.issue(user.id, nowMs) };
  }

  /**
   * The second step of the enterprise sign-in: the challenge of the password step and a code of the app (or a
   * recovery code, spent) give the session. An expired or altered challenge, or one issued before the user's
   * sessions were ended (password reset, logout everywhere), is 401 "Your sign-in has expired…".
   */
  async completeSignIn(params: { challenge: string; code: string }, now = new Date()): Promise<SessionDto> {
    const verified = this.challenges.verify(params.challenge);
    const user = verified ? await this.users.findForView(verified.userId) : null;
    const revoked = !!user?.tokensValidAfter && verified!.issuedAtMs < user.tokensValidAfter.getTime();
    if (!verified || !user || revoked) throw new UnauthorizedException(localizedDetail('secondFactorChallengeExpired'));
    await this.checkCode(user.id, params.code, UnauthorizedException, now);
    return this.sessions.sessionOf(user);
  }

  /**
   * Accepts a code of the enabled factor: 6 digits of the app (each time step once: no replay) or an unused
   * recovery code (spent now). Else counts a failure and answers `Refusal` "This code is not valid…"; 429 while
   * locked.
   */
  private async checkCode(
    userId: number,
    code: string,
    Refusal: typeof BadRequestException | typeof UnauthorizedException,
    now: Date,
  ): Promise<void> {
    await this.assertNotLocked(userId, now);
    const factor = await this.factors.findEnabled(userId);
    if (!factor) throw new BadRequestException(localizedDetail('secondFactorNotEnabled'));
    let accepted = false;
    if (isRecoveryCodeShape(code)) {
      accepted = await this.factors.spendRecoveryCode(userId, hashRecoveryCode(code), now);
    } else {
      const secret = this.box.open(factor.secretCiphertext, sealContext(userId));
      const step = secret ? verifyTotp({ secret, code, nowMs: now.getTime(), lastUsedTimeStep: factor.lastUsedTimeStep }) : null;
      // Conditional, so two requests with the same code cannot both pass.
      if (step !== null) accepted = await this.factors.useTimeStep(factor.id, step);
    }
    if (!accepted) return this.refuse(userId, Refusal, now);
    await this.attempts.reset(attemptsKey(userId));
  }

  private async refuse(userId: number, Refusal: typeof BadRequestException | typeof UnauthorizedException, now: Date): Promise<never> {
    await this.attempts.recordFailure(attemptsKey(userId), now);
    throw new Refusal(localizedDetail('secondFactorCodeInvalid'));
  }

  private async assertNotLocked(userId: number, now: Date): Promise<void> {
    if (await this.attempts.isLocked(attemptsKey(userId), now))
      throw new HttpException(localizedDetail('lockedOut'), HttpStatus.TOO_MANY_REQUESTS);
  }

  /** Account managers and internal admins only. */
  private assertEligible(user: User): void {
    if (!user.accountManager && !this.isRequiredFor(user))
      throw new ForbiddenException(localizedDetail('notAccountManager' satisfies TextKey));
  }
}

/** The additional data of a sealed secret: it opens only on its own user's row. */
const sealContext = (userId: number) => `second_factors.user=${userId}`;
