import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IsMailbox } from '../addresses/mailbox.validators';
import { CursorPageQuery, CursorPagination } from '../cursor-list.query';

// Why an address is on a team's suppression list. A hard bounce or a complaint stops all of the team's mail
// to it; an unsubscribe only non-transactional mail.
export const SuppressionReason = {
  hardBounce: 'hard_bounce',
  spamComplaint: 'spam_complaint',
  unsubscribe: 'unsubscribe',
} as const;
export type SuppressionReason = (typeof SuppressionReason)[keyof typeof SuppressionReason];
export const SUPPRESSION_REASONS: readonly SuppressionReason[] = Object.values(SuppressionReason);

// What put it there: a bounce (in-band or out-of-band), a complaint, an unsubscribe, or the API.
export const SuppressionSource = {
  bounce: 'bounce',
  complaint: 'complaint',
  unsubscribe: 'unsubscribe',
  manual: 'manual',
} as const;
export type SuppressionSource = (typeof SuppressionSource)[keyof typeof SuppressionSource];

const REASON_MESSAGE = `The reason must be one of ${SUPPRESSION_REASONS.join(', ')}.`;

export class CreateSuppressionDto {
  @ApiProperty({
    maxLength: 320,
    description: 'One address, without a display name; kept and compared in lower case',
  })
  @IsMailbox({ displayName: false })
  email!: string;

  @ApiProperty({ enum: SUPPRESSION_REASONS })
  @IsIn(SUPPRESSION_REASONS, { message: REASON_MESSAGE })
  reason!: SuppressionReason;
}

export class ListSuppressionsQuery extends CursorPageQuery {
  @ApiPropertyOptional({ enum: SUPPRESSION_REASONS })
  @IsOptional()
  @IsIn(SUPPRESSION_REASONS, { message: REASON_MESSAGE })
  reason?: SuppressionReason;

  @ApiPropertyOptional({ description: 'One address, compared case-insensitively' })
  @IsOptional()
  @IsMailbox({ displayName: false })
  email?: string;
}

// The address of GET|DELETE /suppressions/{email}.
export interface SuppressionAddressRequest {
  email: string;
}

export class SuppressionView {
  @ApiProperty({ type: String })
  email!: string;

  @ApiProperty({ enum: SUPPRESSION_REASONS })
  reason!: SuppressionReason;

  @ApiProperty({ enum: Object.values(SuppressionSource) })
  source!: SuppressionSource;

  // The email event that caused it (a bounce, complaint or unsubscribe event) and its transmission; null for
  // manual entries.
  @ApiProperty({ type: String, nullable: true })
  event_id!: string | null;

  @ApiProperty({ type: String, nullable: true })
  request_id!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: string;
}

export class SuppressionListView {
  @ApiProperty({ type: () => [SuppressionView] })
  suppressions!: SuppressionView[];

  @ApiProperty({ type: () => CursorPagination })
  pagination!: CursorPagination;
}

// GET /suppressions/{email}: every reason the address is suppressed for.
export class SuppressedAddressView {
  @ApiProperty({ type: String })
  email!: string;

  @ApiProperty({ type: () => [SuppressionView] })
  suppressions!: SuppressionView[];
}

export interface AddSuppressionOutcome {
  created: boolean;
  suppression: SuppressionView;
}
