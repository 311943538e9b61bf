import { BeforeCreate, BeforeUpdate, Entity, Enum, Index, ManyToOne, Opt, PrimaryKey, Property, Rel } from '@mikro-orm/core';
import { APP_LANGUAGES, AppLanguage } from '../../common/language';
import { Organization } from './organization.entity';

/** An invitation to register as an enterprise user of an organisation, redeemed with an activation code. */
@Entity({ tableName: 'enterprise_registrations' })
export class EnterpriseRegistration {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Organization, { deleteRule: 'cascade', index: true })
  organization!: Rel<Organization>;

  /** Lower-case. */
  @Index()
  @Property({ type: 'string', length: 255 })
  email!: string;

  @Enum({ items: [...APP_LANGUAGES], default: 'en' })
  language: AppLanguage & Opt = 'en';

  /** The activation code is only ever stored hashed. */
  @Property({ type: 'string', length: 255, hidden: true })
  activationCodeHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'boolean', default: false })
  isDelivered: boolean & Opt = false;

  @Property({ type: 'boolean', default: false })
  isRegistered: boolean & Opt = false;

  @Property({ type: 'boolean', default: false })
  isAccountManager: boolean & Opt = false;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt!: Date & Opt;

  @Property({ type: 'datetime', nullable: true })
  registeredAt: Date | null = null;

  @BeforeCreate()
  @BeforeUpdate()
  normalizeEmail(): void {
    this.email = this.email.trim().toLowerCase();
  }
}
