import { Entity, ManyToOne, Opt, PrimaryKey, Property, Rel } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity';

/** A single-use password reset token; only its hash is stored. */
@Entity({ tableName: 'password_reset_tokens' })
export class PasswordResetToken {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: Rel<User>;

  @Property({ type: 'string', length: 128, unique: true, hidden: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt!: Date & Opt;
}
