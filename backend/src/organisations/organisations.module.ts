import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AccountManagersController } from './admin/account-managers.controller';
import { AdminOrganisationsService } from './admin/admin-organisations.service';
import { OrganizationsResourceController } from './admin/organizations-resource.controller';
import { GlossaryController } from './glossary/glossary.controller';
import { GlossaryRepository } from './glossary/glossary.repository';
import { GlossaryService } from './glossary/glossary.service';
import { OrganisationRepository } from './organisation.repository';
import { OrganisationsService } from './organisations.service';

/**
 * Organisations, their invitations and glossaries, and the account-manager portal's calls on them. Only
 * OrganisationRepository and GlossaryRepository touch the database.
 */
@Module({
  imports: [AuthModule],
  controllers: [AccountManagersController, OrganizationsResourceController, GlossaryController],
  providers: [OrganisationRepository, GlossaryRepository, OrganisationsService, AdminOrganisationsService, GlossaryService],
  exports: [OrganisationsService],
})
export class OrganisationsModule {}
