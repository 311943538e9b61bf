import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { AppLanguage } from '../common/language';
import { AccountManager } from '../organisations/entities/account-manager.entity';
import { EnterpriseRegistration } from '../organisations/entities/enterprise-registration.entity';
import { Organization } from '../organisations/entities/organization.entity';
import { User } from '../users/entities/user.entity';
import { USER_VIEW_POPULATE } from '../users/user.repository';

/** What the registration needs of the invitation it redeems. */
export type RedeemedInvitation = Pick<EnterpriseRegistration, 'id' | 'language' | 'isAccountManager'> & {
  organization: Pick<Organization, 'id'>;
};

/**
 * The user rows as sign-in, registration, Google linking and the end of sessions read and write them (the caller of
 * a request and the user JSON are UserRepository's). Each call works on its own fork of the entity manager, so a
 * read after a write of the same request sees the database, not an entity loaded earlier; registration is one
 * transaction, and the changes that two requests may race for are conditional updates or unique keys.
 */
@Injectable()
export class AccountRepository {
  constructor(private readonly em: EntityManager) {}

  findById(id: number): Promise<User | null> {
    return this.em.fork().findOne(User, { id });
  }

  /** By e-mail (give it normalised: stored lower-case). */
  findByEmail(email: string): Promise<User | null> {
    return this.em.fork().findOne(User, { email });
  }

  /** By e-mail (normalised), with its account-manager link. */
  findByEmailWithRole(email: string): Promise<User | null> {
    return this.em.fork().findOne(User, { email }, { populate: ['accountManager'] });
  }

  findByGoogleSubject(subject: string): Promise<User | null> {
    return this.em.fork().findOne(User, { googleSubject: subject });
  }

  /** The user with every relation the user JSON shows; rejects (NotFoundError) when there is none. */
  getForView(id: number): Promise<User> {
    return this.em.fork().findOneOrFail(User, { id }, { populate: USER_VIEW_POPULATE });
  }

  async emailTaken(email: string): Promise<boolean> {
    return (await this.em.fork().count(User, { email })) > 0;
  }

  /** Tokens issued before `at` are refused from now on (every session of the user ends). */
  async endAllSessions(userId: number, at: Date): Promise<void> {
    await this.em.fork().nativeUpdate(User, { id: userId }, { tokensValidAfter: at });
  }

  /**
   * A public customer of the Google identity, in the public organisation; null when the subject or e-mail is taken
   * meanwhile (two first sign-ins at once).
   */
  async createPublicCustomer(params: { email: string; googleSubject: string; language: AppLanguage }): Promise<User | null> {
    const em = this.em.fork();
    const publicOrganization = await em.findOneOrFail(Organization, { isPublic: true });
    try {
      const user = em.create(User, { ...params, organization: publicOrganization });
      await em.flush();
      return user;
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) return null;
      throw err;
    }
  }

  /**
   * Sets the Google subject of a user that has none: true when done, false when the user has one already or the
   * subject belongs to another user meanwhile.
   */
  async linkGoogleSubject(userId: number, subject: string, now: Date): Promise<boolean> {
    try {
      const linked = await this.em
        .fork()
        .nativeUpdate(User, { id: userId, googleSubject: null }, { googleSubject: subject, updatedAt: now });
      return linked === 1;
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) return false;
      throw err;
    }
  }

  /** The newest open invitations (not registered, not expired) of this e-mail and organisation, at most 5. */
  findOpenInvitations(email: string, organizationId: number, now: Date): Promise<EnterpriseRegistration[]> {
    return this.em
      .fork()
      .find(
        EnterpriseRegistration,
        { email, organization: organizationId, isRegistered: false, expiresAt: { $gt: now } },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 5 },
      );
  }

  /**
   * Redeems the invitation (single use) and creates its user, with an account-manager row when the invitation says
   * so, in one transaction. Answers the new user's id; 'invitationUsed' when another registration redeemed it first,
   * 'accountExists' when the e-mail has an account (nothing written in either case).
   */
  async registerFromInvitation(
    invitation: RedeemedInvitation,
    account: { email: string; passwordHash: string },
    now: Date,
  ): Promise<number | 'invitationUsed' | 'accountExists'> {
    try {
      return await this.em.fork().transactional(async (tx) => {
        const claimed = await tx.nativeUpdate(
          EnterpriseRegistration,
          { id: invitation.id, isRegistered: false },
          { isRegistered: true, registeredAt: now },
        );
        if (claimed !== 1) return 'invitationUsed' as const;
        const user = tx.create(User, { ...account, language: invitation.language, organization: invitation.organization.id });
        if (invitation.isAccountManager) tx.create(AccountManager, { user });
        await tx.flush();
        return user.id;
      });
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) return 'accountExists';
      throw err;
    }
  }
}
