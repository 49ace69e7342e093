import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EmailLastEvent, KeyType } from '@mailroom/contracts';
import { assertTeamId, microsColumn, microsToTimestamp } from '@mailroom/database';
import { DataSource } from 'typeorm';
import { SENDING_SCHEMA } from '../database/sending.schema';

export interface SentEmailFilter {
  keyType: KeyType;
  // Only transmissions addressed to this address (sandbox keys see what was addressed to their owner).
  recipient?: string;
  // Inclusive, in microseconds since the epoch.
  from?: bigint;
  // Exclusive, in microseconds since the epoch.
  to?: bigint;
  // Rows strictly after this position in the list's order (created_at DESC, id DESC).
  after?: { createdAt: string; id: string };
  limit: number;
}

export interface SentEmailRow {
  id: string;
  from_address: string;
  subject: string;
  to_addresses: string[];
  cc_addresses: string[];
  bcc_addresses: string[];
  accepted: number;
  rejected: number;
  template_slug: string | null;
  metadata: Record<string, string>;
  created_at: Date;
  // Microseconds since the epoch (microsColumn).
  created_at_us: string;
  last_event: EmailLastEvent | null;
}

// Each message's latest event: what its status says it last produced. A message claimed for a retry
// ('sending' with a response kept from its last attempt) was last deferred. Unknown statuses produce none.
const MESSAGE_EVENT = `
  CASE
    WHEN m.status = 'delivered' THEN 'delivery'
    WHEN m.status = 'bounced' THEN 'bounce'
    WHEN m.status = 'deferred' OR (m.status = 'sending' AND m.last_response IS NOT NULL) THEN 'delay'
    WHEN m.status IN ('queued', 'sending') THEN 'injection'
  END`;

// Literals rather than parameters, so that the planner can pick the partial index of sandbox rows.
const KEY_TYPE_CONDITION = {
  live: `t.key_type = 'live'`,
  sandbox: `t.key_type = 'sandbox'`,
} as const satisfies Record<KeyType, string>;

// Reads of sent emails for the team's lists; writes are TransmissionRepository's.
@Injectable()
export class TransmissionQueryRepository {
  constructor(@InjectDataSource(SENDING_SCHEMA) private readonly dataSource: DataSource) {}

  // One query: the page of transmissions, each with the latest event among its recipients (a LATERAL
  // subquery over message_transmission_idx). An injection happened when the message was created, a refusal
  // by the suppression list (counted in `rejected`, no message) when the transmission was; any later event
  // when the message was last updated. On a tie the further one wins: bounce, delivery, delay,
  // policy_rejection, injection.
  async page(teamId: number, filter: SentEmailFilter): Promise<SentEmailRow[]> {
    assertTeamId(teamId);
    const params: unknown[] = [teamId];
    const where = ['t.team_id = $1', KEY_TYPE_CONDITION[filter.keyType]];
    const param = (value: unknown): string => {
      params.push(value);
      return `$${params.length}`;
    };
    // The addresses as stored: sandbox sends hold the owner's address in place of every recipient, refused
    // recipients included.
    if (filter.recipient !== undefined) {
      where.push(`EXISTS (SELECT 1 FROM jsonb_array_elements_text(t.to_addresses || t.cc_addresses || t.bcc_addresses) a
                   WHERE lower(a) = lower(${param(filter.recipient)}))`);
    }
    if (filter.from !== undefined)
      where.push(`t.created_at >= ${param(microsToTimestamp(filter.from))}::timestamptz`);
    if (filter.to !== undefined)
      where.push(`t.created_at < ${param(microsToTimestamp(filter.to))}::timestamptz`);
    if (filter.after) {
      where.push(
        `(t.created_at, t.id) < (${param(filter.after.createdAt)}::timestamptz, ${param(filter.after.id)}::text)`,
      );
    }
    const limit = param(filter.limit);
    return this.dataSource.query(
      `SELECT t.id, t.from_address, t.subject, t.to_addresses, t.cc_addresses, t.bcc_addresses, t.accepted,
              t.rejected, t.template_slug, t.metadata, t.created_at,
              ${microsColumn('t.created_at')} AS created_at_us,
              latest.event AS last_event
         FROM "sending"."transmission" t
         LEFT JOIN LATERAL (
           SELECT e.event
             FROM (SELECT s.event, CASE WHEN s.event = 'injection' THEN s.created_at ELSE s.updated_at END AS at
                     FROM (SELECT ${MESSAGE_EVENT} AS event, m.created_at, m.updated_at
                             FROM "sending"."message" m
                            WHERE m.transmission_id = t.id) s
                   UNION ALL
                   SELECT 'policy_rejection', t.created_at WHERE t.rejected > 0) e
            WHERE e.event IS NOT NULL
            ORDER BY e.at DESC,
                     array_position(ARRAY['injection', 'policy_rejection', 'delay', 'delivery', 'bounce'], e.event) DESC
            LIMIT 1
         ) latest ON true
        WHERE ${where.join(' AND ')}
        ORDER BY t.created_at DESC, t.id DESC
        LIMIT ${limit}`,
      params,
    );
  }
}
