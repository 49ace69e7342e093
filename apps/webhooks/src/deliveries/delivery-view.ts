import { WebhookDeliveryView } from '@mailroom/contracts';
import { DeliveryRow } from './delivery.repository';

export function deliveryView(row: DeliveryRow): WebhookDeliveryView {
  return {
    id: row.id,
    event_id: row.event_id,
    event_type: row.event_type,
    attempt: row.attempt,
    status: row.status,
    response_status: row.response_status,
    error: row.error,
    response_body: row.response_body,
    duration_ms: row.duration_ms,
    created_at: row.created_at.toISOString(),
    next_attempt_at: row.next_attempt_at?.toISOString() ?? null,
  };
}
