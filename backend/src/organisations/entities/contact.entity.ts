import { Entity, ManyToOne, PrimaryKey, Property, Rel } from '@mikro-orm/core';
import { Organization } from './organization.entity';

/** A point of contact of an organisation (e-mail or phone, at least one). */
@Entity({ tableName: 'contacts' })
export class Contact {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Organization, { deleteRule: 'cascade', index: true })
  organization!: Rel<Organization>;

  @Property({ type: 'string', length: 255 })
  name!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  email: string | null = null;

  @Property({ type: 'string', length: 32, nullable: true })
  phone: string | null = null;
}
