import { Injectable } from '@nestjs/common';
import {
  ListScheduledEmailsQuery,
  pagination,
  SCHEDULED_LIST_DEFAULT_PER_PAGE,
  SCHEDULED_LIST_MAX_PAGE,
  SCHEDULED_LIST_MAX_PER_PAGE,
  ScheduledEmailListView,
} from '@mailroom/contracts';
import { scheduledEmailView } from '../../scheduled-email.mapper';
import { ScheduledEmailRepository, Viewer } from '../../scheduled-email.repository';

const within = (value: unknown, max: number, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;

// GET /emails/scheduled: the scheduled emails the caller may see, newest scheduled_at first, a page at a time.
@Injectable()
export class ListScheduledEmailsUseCase {
  constructor(private readonly emails: ScheduledEmailRepository) {}

  async execute(viewer: Viewer, query: ListScheduledEmailsQuery): Promise<ScheduledEmailListView> {
    // The gateway validated the query; a caller on the bus that sends none gets the defaults.
    const page = within(query.page, SCHEDULED_LIST_MAX_PAGE, 1);
    const perPage = within(query.per_page, SCHEDULED_LIST_MAX_PER_PAGE, SCHEDULED_LIST_DEFAULT_PER_PAGE);
    const { rows, total } = await this.emails.page(viewer, {
      state: query.state,
      offset: (page - 1) * perPage,
      limit: perPage,
    });
    return { scheduled_emails: rows.map(scheduledEmailView), pagination: pagination(total, page, perPage) };
  }
}
