import { ApiPropertyOptional } from '@nestjs/swagger';
import { QueryInteger } from '@mailroom/contracts';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

// The built-in capture server keeps the newest 1,000 messages (per sending process).
export const MAX_CAPTURED_MESSAGES_LIMIT = 1000;

export class CapturedMessagesQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_CAPTURED_MESSAGES_LIMIT, default: 100 })
  @IsOptional()
  @QueryInteger()
  @IsInt({ message: 'The limit must be an integer.' })
  @Min(1, { message: 'The limit must be at least 1.' })
  @Max(MAX_CAPTURED_MESSAGES_LIMIT, {
    message: `The limit may not be greater than ${MAX_CAPTURED_MESSAGES_LIMIT}.`,
  })
  limit?: number;
}
