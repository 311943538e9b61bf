import { Entity, Index, ManyToOne, Opt, PrimaryKey, Property, Rel } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity';

/** A message sent through the contact form. */
@Entity({ tableName: 'contact_messages' })
export class ContactMessage {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 255 })
  email!: string;

  @Property({ type: 'text' })
  message!: string;

  /** The signed-in sender, if any. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: true })
  user: Rel<User> | null = null;

  @Index()
  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt!: Date & Opt;
}
