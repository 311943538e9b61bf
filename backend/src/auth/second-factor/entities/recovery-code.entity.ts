import { Entity, Index, ManyToOne, Opt, PrimaryKey, Property, Rel } from '@mikro-orm/core';
import { User } from '../../../users/entities/user.entity';

/**
 * One of a user's ten single-use recovery codes (shown once, at enrolment). Only a SHA-256 hash is stored: the
 * codes carry 120 random bits, where a plain hash suffices (ASVS 5.0 V6.5.2).
 */
@Entity({ tableName: 'recovery_codes' })
@Index({ properties: ['user', 'codeHash'] })
export class RecoveryCode {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  /** sha256 hex of the code without separators, upper-case. */
  @Property({ type: 'string', length: 64, hidden: true })
  codeHash!: string;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt!: Date & Opt;
}
