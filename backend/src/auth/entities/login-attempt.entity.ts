import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Failed password sign-ins of one e-mail address in the current window (brute-force protection per account).
 * Keyed by a hash of the lower-case e-mail, so unknown addresses are counted the same way as real ones without
 * storing what strangers typed.
 */
@Entity({ tableName: 'login_attempts' })
export class LoginAttempt {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** sha256 hex of the lower-case e-mail. */
  @Property({ type: 'string', length: 64, unique: true })
  emailHash!: string;

  @Property({ type: 'integer' })
  failures!: number;

  @Index()
  @Property({ type: 'datetime' })
  windowStartedAt!: Date;
}
