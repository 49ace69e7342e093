import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, registerDecorator } from 'class-validator';
import { SendEmailDto } from '../sending/send-email.dto';
import { MAX_SCHEDULE_AHEAD_DAYS, parseScheduledAt, SCHEDULED_AT_FORMAT_MESSAGE } from './scheduled-at';

const IsScheduledAt = (): PropertyDecorator => (target: object, propertyName: string | symbol) =>
  registerDecorator({
    name: 'isScheduledAt',
    target: target.constructor,
    propertyName: String(propertyName),
    options: { message: SCHEDULED_AT_FORMAT_MESSAGE },
    validator: { validate: (value) => parseScheduledAt(value) !== undefined },
  });

// POST /emails/scheduled: the send email request plus when to send it. The format is checked here; whether
// the moment is in the future and at most 30 days ahead is the scheduler's to say, by its own clock.
export class ScheduleEmailDto extends SendEmailDto {
  @ApiProperty({
    format: 'date-time',
    example: '2026-12-01T09:30:00Z',
    description: `ISO 8601 with a time zone; in the future, at most ${MAX_SCHEDULE_AHEAD_DAYS} days ahead`,
  })
  @IsDefined({ message: 'The scheduled_at field is required.' })
  @IsScheduledAt()
  scheduled_at!: string;
}
