import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AccountManagersController } from './admin/account-managers.controller';
import { AdminOrganisationsService } from './admin/admin-organisations.service';
import { OrganizationsResourceController } from './admin/organizations-resource.controller';
import { EnterpriseRegistration } from './entities/enterprise-registration.entity';
import { Organization } from './entities/organization.entity';
import { GlossaryController } from './glossary/glossary.controller';
import { GlossaryService } from './glossary/glossary.service';
import { OrganisationsService } from './organisations.service';

/** Organisations, their invitations and glossaries, and the account-manager portal's calls on them. */
@Module({
  imports: [AuthModule, MikroOrmModule.forFeature([Organization, EnterpriseRegistration])],
  controllers: [AccountManagersController, OrganizationsResourceController, GlossaryController],
  providers: [OrganisationsService, AdminOrganisationsService, GlossaryService],
  exports: [OrganisationsService],
})
export class OrganisationsModule {}
