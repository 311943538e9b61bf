import { ApiProperty } from '@nestjs/swagger';

export class LivenessDto {
  @ApiProperty({ example: 'ok' })
  status: 'ok';

  @ApiProperty({ description: 'Seconds since the process started' })
  uptimeSeconds: number;
}

export class ReadinessChecksDto {
  @ApiProperty({ enum: ['up', 'down'] })
  database: 'up' | 'down';

  @ApiProperty({ enum: ['up', 'down'] })
  redis: 'up' | 'down';
}

export class ReadinessDto {
  @ApiProperty({ example: 'ok' })
  status: 'ok';

  @ApiProperty({ type: ReadinessChecksDto })
  checks: ReadinessChecksDto;
}
