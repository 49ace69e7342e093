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

  @ApiProperty({ type: String, nullable: true })
  subject!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The From header, decoded' })
  from!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Why the header could not be read (subject and from are then null); null when it was. One such ' +
      'message is listed with what is known, and the list still answers.',
  })
  summary_error!: string | null;
}

export class CapturedHeaderView {
  @ApiProperty({ type: String })
  name!: string;

  @ApiProperty({ type: String })
  value!: string;
}

export class CapturedAttachmentView {
  @ApiProperty({ type: String, nullable: true })
  filename!: string | null;

  @ApiProperty({ type: String })
  content_type!: string;

  @ApiProperty({ type: 'integer' })
  size!: number;
}

export class CapturedDkimResultView {
  @ApiProperty({ type: String, description: 'pass, fail, neutral, ... (RFC 8601 result)' })
  result!: string;

  @ApiProperty({ type: String, nullable: true })
  signing_domain!: string | null;

  @ApiProperty({ type: String, nullable: true })
  selector!: string | null;

  @ApiProperty({ type: String, nullable: true })
  comment!: string | null;
}

// One captured message parsed as a mail client would, its DKIM signatures verified against DNS_SERVERS.
export class ParsedCapturedMessageView extends CapturedMessageView {
  @ApiProperty({ type: String, nullable: true })
  to!: string | null;

  @ApiProperty({ type: String, nullable: true })
  cc!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  date!: string | null;

  @ApiProperty({ type: String, nullable: true })
  message_id!: string | null;

  @ApiProperty({ type: () => [CapturedHeaderView] })
  headers!: CapturedHeaderView[];

  @ApiProperty({ type: String, nullable: true })
  html!: string | null;

  @ApiProperty({ type: String, nullable: true })
  text!: string | null;

  @ApiProperty({ type: () => [CapturedAttachmentView] })
  attachments!: CapturedAttachmentView[];

  @ApiProperty({ type: () => [CapturedDkimResultView] })
  dkim!: CapturedDkimResultView[];

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Why the message could not be read in full (the parser refused or failed on it, or its DKIM ' +
      'signatures could not be checked); null when it was. Such a message is still answered with what ' +
      'could be read: its header fields if the header alone could be, an empty body and no attachments.',
  })
  parse_error!: string | null;
}

export class CapturedMessageListView {
  @ApiProperty({ type: () => [CapturedMessageView] })
  messages!: CapturedMessageView[];
}
