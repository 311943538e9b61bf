import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth, CurrentUser } from '../../auth/auth.decorator';
import { DetailDto } from '../../common/detail.dto';
import { User } from '../../users/entities/user.entity';
import { AdminOrganisationsService } from './admin-organisations.service';
import { OrganizationDto } from './dto/admin-view.dto';
import { CONTENT_RANGE_HEADER, sendListPage } from '../../common/list-page';
import { ListQueryDto } from '../../common/list-query.dto';
import { OrganizationIdPipe } from '../manager-access.util';

/** The caller's organisations as a react-admin resource (ra-data-simple-rest conventions). */
@ApiTags('account managers')
@Controller('admin/resources/organizations')
@Auth({ accountManager: true })
export class OrganizationsResourceController {
  constructor(private readonly service: AdminOrganisationsService) {}

  @Get()
  @ApiOperation({ summary: "The caller's organisations: sort id, label or createdAt; filter q (label contains) or id" })
  @ApiOkResponse({ type: OrganizationDto, isArray: true, headers: CONTENT_RANGE_HEADER })
  @ApiBadRequestResponse({ type: DetailDto, description: 'Malformed sort, range or filter' })
  async listOrganizationResources(
    @CurrentUser() user: User,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OrganizationDto[]> {
    return sendListPage(res, await this.service.listOrganizationsPage(user, query));
  }

  @Get(':id')
  @ApiOperation({ summary: "One of the caller's organisations (react-admin getOne)" })
  @ApiOkResponse({ type: OrganizationDto })
  @ApiNotFoundResponse({ type: DetailDto, description: "Unknown, or another manager's organisation" })
  getOrganizationResource(@CurrentUser() user: User, @Param('id', OrganizationIdPipe) id: number): Promise<OrganizationDto> {
    return this.service.getOrganizationDetails(user, id);
  }
}
