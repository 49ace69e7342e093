import { Injectable } from '@nestjs/common';
import {
  emailDetailEventView,
  microsOfDate,
  REQUEST_ID_PATTERN,
  ServiceError,
  TransmissionEventsView,
  TransmissionRef,
} from '@mailroom/contracts';
import { EmailEventRepository, EventFilter } from '../../email-event.repository';
import { DAY_MS, EventPartitions } from '../../event-partitions';
import { EventCaller, visibilityOf } from '../../event-visibility';

// A transmission has at most 50 recipients, but opens and clicks have no bound: the detail shows the first
// events and counts them all.
export const TRANSMISSION_EVENTS_LIMIT = 1_000;

function emailNotFound(): ServiceError {
  return ServiceError.notFound('Email not found.');
}

// GET /emails/{requestId}: the events of one transmission the caller may see, oldest first. A transmission
// with none (unknown, another team's, expired, or not addressed to a sandbox key's owner) is 404.
@Injectable()
export class GetTransmissionEventsUseCase {
  constructor(
    private readonly events: EmailEventRepository,
    private readonly partitions: EventPartitions,
  ) {}

  async execute(ctx: EventCaller, ref: TransmissionRef, now = new Date()): Promise<TransmissionEventsView> {
    const visibility = visibilityOf(ctx);
    if (!visibility || typeof ref.request_id !== 'string' || !REQUEST_ID_PATTERN.test(ref.request_id))
      throw emailNotFound();
    const filter: EventFilter = {
      visibility,
      from: microsOfDate(this.partitions.windowStart(now)),
      // Tracking events of a slow clock may sit a little ahead.
      to: microsOfDate(new Date(now.getTime() + DAY_MS)),
      requestIds: [ref.request_id],
    };
    const records = await this.events.forTransmission(ctx.team_id, filter, TRANSMISSION_EVENTS_LIMIT);
    if (records.length === 0) throw emailNotFound();
    // Fewer than the limit is all of them: only a longer story needs counting.
    const total =
      records.length < TRANSMISSION_EVENTS_LIMIT
        ? records.length
        : await this.events.count(ctx.team_id, filter);
    return { results: records.map(emailDetailEventView), total_count: total };
  }
}
