import { Entity, OneToOne, Opt, PrimaryKey, Property, Rel } from '@mikro-orm/core';
import { User } from '../../../users/entities/user.entity';

/**
 * A user's authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s). Created when enrolment starts, enabled once
 * a first code proves the app has the secret. The secret is stored encrypted (AES-256-GCM, see SecretBox) and never
 * shown again after enrolment.
 */
@Entity({ tableName: 'second_factors' })
export class SecondFactor {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @OneToOne(() => User, { owner: true, deleteRule: 'cascade' })
  user!: Rel<User>;

  /** The base32 secret, sealed by SecretBox ("v1.<iv>.<tag>.<ciphertext>", base64url). */
  @Property({ type: 'string', length: 255, hidden: true })
  secretCiphertext!: string;

  /** Null while enrolment is pending (the secret shown, no code confirmed yet). */
  @Property({ type: 'datetime', nullable: true })
  enabledAt: Date | null = null;

  /** The RFC 6238 time step of the last accepted code: a code is accepted once, never again nor an older one (about 59 million in 2026: an integer until the year 4000). */
  @Property({ type: 'integer', nullable: true })
  lastUsedTimeStep: number | null = null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt!: Date & Opt;
}
