import { Injectable } from '@nestjs/common';
import { ScheduledEmailView, ServiceError } from '@mailroom/contracts';
import { scheduledEmailView } from '../../scheduled-email.mapper';
import { ScheduledEmailRepository, Viewer } from '../../scheduled-email.repository';

// GET /emails/scheduled/{id}: by its sch_ id or by the transmission it became. One the caller may not see
// is answered as one that does not exist.
@Injectable()
export class GetScheduledEmailUseCase {
  constructor(private readonly emails: ScheduledEmailRepository) {}

  async execute(viewer: Viewer, ref: string): Promise<ScheduledEmailView> {
    const row = await this.emails.find(viewer, ref);
    if (!row) throw ServiceError.notFound('Scheduled email not found.');
    return scheduledEmailView(row);
  }
}
