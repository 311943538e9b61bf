import { Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/auth.decorator';
import { RequestVisit } from './request-visit.decorator';
import { Visit, VisitorService } from './visitor.service';

@ApiTags('visitor')
@Public()
@Controller('visitor')
export class VisitorController {
  constructor(private readonly visitorService: VisitorService) {}

  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Counts a landing-page visit (anonymous daily hash; no IP or user agent stored)' })
  @ApiNoContentResponse({ description: 'Counted' })
  recordVisit(@RequestVisit() visit: Visit): Promise<void> {
    return this.visitorService.recordVisit(visit);
  }
}
