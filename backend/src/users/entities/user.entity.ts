import {
  BeforeCreate,
  BeforeUpdate,
  Entity,
  EntityRepositoryType,
  Enum,
  ManyToOne,
  OneToOne,
  Opt,
  PrimaryKey,
  Property,
  Rel,
} from '@mikro-orm/core';
import { AccountManager } from '../../organisations/entities/account-manager.entity';
import { Address } from '../../organisations/entities/address.entity';
import { Organization } from '../../organisations/entities/organization.entity';
import { APP_LANGUAGES, AppLanguage } from '../../common/language';
import { UserRepository } from '../user.repository';

@Entity({ tableName: 'users', repository: () => UserRepository })
export class User {
  [EntityRepositoryType]?: UserRepository;

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Stored lower-case (see normalizeEmail) so the unique index is case-insensitive in both dialects. */
  @Property({ type: 'string', length: 255, unique: true })
  email!: string;

  /** Google's stable `sub` claim: users are identified by provider + sub, never by e-mail alone. */
  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  googleSubject: string | null = null;

  /** argon2id hash (enterprise users only). */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  passwordHash: string | null = null;

  @Enum({ items: [...APP_LANGUAGES], default: 'en' })
  language: AppLanguage & Opt = 'en';

  @Property({ type: 'string', length: 32, nullable: true })
  privacyPolicyVersion: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  privacyPolicyAcceptedAt: Date | null = null;

  /** The language the accepted privacy policy was read in. */
  @Enum({ items: [...APP_LANGUAGES], nullable: true })
  privacyPolicyLanguage: AppLanguage | null = null;

  @Property({ type: 'string', length: 32, nullable: true })
  termsVersion: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  termsAcceptedAt: Date | null = null;

  /** The language the accepted terms of service were read in. */
  @Enum({ items: [...APP_LANGUAGES], nullable: true })
  termsLanguage: AppLanguage | null = null;

  @OneToOne(() => Address, { owner: true, nullable: true, deleteRule: 'set null' })
  billingAddress: Rel<Address> | null = null;

  @ManyToOne(() => Organization, { nullable: true, deleteRule: 'set null', index: true })
  organization: Rel<Organization> | null = null;

  /** Present only for account managers. */
  @OneToOne(() => AccountManager, (manager) => manager.user, { nullable: true })
  accountManager: Rel<AccountManager> | null = null;

  /** Tokens issued before this instant are refused: set on logout and password reset to end every session. */
  @Property({ type: 'datetime', nullable: true })
  tokensValidAfter: Date | null = null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt!: Date & Opt;

  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt!: Date & Opt;

  @BeforeCreate()
  @BeforeUpdate()
  normalizeEmail(): void {
    this.email = this.email.trim().toLowerCase();
  }
}
