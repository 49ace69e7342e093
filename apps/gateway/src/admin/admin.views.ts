import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { REPUTATION_STATUSES, ReputationStatus } from '@mailroom/contracts';

export class DomainReputationView {
  @ApiProperty({ type: String })
  domain!: string;

  @ApiPropertyOptional({ enum: REPUTATION_STATUSES })
  status?: ReputationStatus;
}

export class CapturedMessageView {
  @ApiProperty({ type: String })
  id!: string;

  @ApiProperty({ type: String })
  mail_from!: string;

  @ApiProperty({ type: [String] })
  rcpt_to!: string[];

  @ApiProperty({ type: 'integer' })
  size!: number;

  @ApiProperty({ type: String, format: 'date-time' })
  received_at!: string;
}

export class CapturedMessageListView {
  @ApiProperty({ type: () => [CapturedMessageView] })
  messages!: CapturedMessageView[];
}
