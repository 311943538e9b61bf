import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccountManagersController } from './admin/account-managers.controller';
import { AdminOrganisationsService } from './admin/admin-organisations.service';
import { OrganizationsResourceController } from './admin/organizations-resource.controller';
import { EnterpriseRegistration } from './entities/enterprise-registration.entity';
import { Organization } from './entities/organization.entity';
import { OrganisationsService } from './organisations.service';

/** Organisations and their invitations, and the account-manager portal's calls on them. */
@Module({
  imports: [MikroOrmModule.forFeature([Organization, EnterpriseRegistration])],
  controllers: [AccountManagersController, OrganizationsResourceController],
  providers: [OrganisationsService, AdminOrganisationsService],
  exports: [OrganisationsService],
})
export class OrganisationsModule {}
