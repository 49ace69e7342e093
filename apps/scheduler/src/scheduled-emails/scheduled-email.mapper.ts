import { ScheduledEmailEventRecord, ScheduledEmailView } from '@mailroom/contracts';
import { ScheduledEmailRow } from './scheduled-email';

export function scheduledEmailView(row: ScheduledEmailRow): ScheduledEmailView {
  return {
    request_id: row.id,
    transmission_id: row.transmission_id,
    state: row.state,
    scheduled_at: row.scheduled_at.toISOString(),
    from: row.from_address,
    subject: row.subject,
    to: row.to_addresses,
    cc: row.cc_addresses,
    bcc: row.bcc_addresses,
    template_slug: row.template_slug,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    sent_at: row.sent_at?.toISOString() ?? null,
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    failure_reason: row.failure_reason,
  };
}

export function scheduledEmailEvent(row: ScheduledEmailRow): ScheduledEmailEventRecord {
  return { ...scheduledEmailView(row), team_id: row.team_id, sandbox: row.key_type === 'sandbox' };
}
