import { Collection, Entity, ManyToOne, OneToMany, OneToOne, Opt, PrimaryKey, Property, Rel, Unique } from '@mikro-orm/core';
import { AccountManager } from './account-manager.entity';
import { Address } from './address.entity';
import { Contact } from './contact.entity';
import { EnterpriseRegistration } from './enterprise-registration.entity';
import { PaygPricePlan } from './payg-price-plan.entity';

export const ONE_PUBLIC_ORGANIZATION_INDEX = 'organizations_one_public';

@Entity({ tableName: 'organizations' })
// At most one public organisation (partial unique index, same SQL on SQLite and PostgreSQL).
@Unique({
  name: ONE_PUBLIC_ORGANIZATION_INDEX,
  expression: `create unique index ${ONE_PUBLIC_ORGANIZATION_INDEX} on organizations (is_public) where is_public = true`,
})
export class Organization {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 255 })
  label!: string;

  /** The single organisation public (Google) customers belong to. */
  @Property({ type: 'boolean', default: false })
  isPublic: boolean & Opt = false;

  @OneToOne(() => Address, { owner: true, nullable: true, deleteRule: 'set null' })
  address: Rel<Address> | null = null;

  /** The manager who created the organisation and earns commission on its sales. */
  @ManyToOne(() => AccountManager, { nullable: true, deleteRule: 'set null', index: true })
  accountManager: Rel<AccountManager> | null = null;

  @OneToOne(() => PaygPricePlan, { owner: true })
  paygPricePlan!: Rel<PaygPricePlan>;

  @OneToMany(() => Contact, (contact) => contact.organization)
  contacts = new Collection<Contact>(this);

  @OneToMany(() => EnterpriseRegistration, (registration) => registration.organization)
  enterpriseRegistrations = new Collection<EnterpriseRegistration>(this);

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt!: Date & Opt;
}
