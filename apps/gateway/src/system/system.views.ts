import { ApiProperty } from '@nestjs/swagger';

export class HealthView {
  @ApiProperty({ type: String, example: 'ok' })
  status!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  timestamp!: string;
}

export class AuthCheckView {
  @ApiProperty({ type: 'integer' })
  team_id!: number;

  @ApiProperty({ type: String, format: 'date-time' })
  timestamp!: string;
}
