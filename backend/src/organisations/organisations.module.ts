import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { EnterpriseRegistration } from './entities/enterprise-registration.entity';
import { Organization } from './entities/organization.entity';
import { OrganisationsService } from './organisations.service';

/** Organisations and their invitations (the portal's endpoints come with the account manager issue). */
@Module({
  imports: [MikroOrmModule.forFeature([Organization, EnterpriseRegistration])],
  providers: [OrganisationsService],
  exports: [OrganisationsService],
})
export class OrganisationsModule {}
