import { ApiProperty } from '@nestjs/swagger';
import { CursorListQuery, CursorPagination } from '../cursor-list.query';

// GET /emails. `from` is inclusive and `to` exclusive, on the time the email was accepted.
export class ListEmailsQuery extends CursorListQuery {}

// The type of the latest event among a sent email's recipients (a refusal by the suppression list is a
// policy_rejection at injection time); null when none is known.
export type EmailLastEvent = 'injection' | 'policy_rejection' | 'delay' | 'delivery' | 'bounce';

export class SentEmailView {
  @ApiProperty({ type: String })
  request_id!: string;

  @ApiProperty({ type: String })
  from!: string;

  @ApiProperty({ type: String })
  subject!: string;

  @ApiProperty({ type: [String] })
  to!: string[];

  @ApiProperty({ type: [String] })
  cc!: string[];

  @ApiProperty({ type: [String] })
  bcc!: string[];

  @ApiProperty({ type: 'integer' })
  accepted!: number;

  @ApiProperty({ type: 'integer' })
  rejected!: number;

  @ApiProperty({ type: String, nullable: true })
  template_slug!: string | null;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  metadata!: Record<string, string>;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: string;

  @ApiProperty({ enum: ['injection', 'delivery', 'bounce', 'delay', 'policy_rejection'], nullable: true })
  last_event!: EmailLastEvent | null;
}

export class EmailListView {
  @ApiProperty({ type: () => [SentEmailView] })
  emails!: SentEmailView[];

  @ApiProperty({ type: () => CursorPagination })
  pagination!: CursorPagination;
}
