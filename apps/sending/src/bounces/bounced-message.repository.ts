import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { assertTeamId } from '@mailroom/database';
import { DataSource, EntityManager } from 'typeorm';
import { SENDING_SCHEMA } from '../database/sending.schema';
import { EventTransmission } from '../transmissions/email-event.factory';
import { Message } from '../transmissions/transmission';

export interface BouncedMessage {
  message: Message;
  transmission: EventTransmission;
}

export type InboundEventType = 'out_of_band' | 'spam_complaint';

// The messages that bounce addresses name, and the reports already recorded for them.
@Injectable()
export class BouncedMessageRepository {
  constructor(@InjectDataSource(SENDING_SCHEMA) private readonly dataSource: DataSource) {}

  async find(teamId: number, messageId: string): Promise<BouncedMessage | undefined> {
    assertTeamId(teamId);
    const messages: Message[] = await this.dataSource.query(
      `SELECT id, transmission_id, team_id, rcpt_to, raw_rcpt_to, rcpt_type, status, attempts, created_at
         FROM "sending"."message" WHERE id = $1 AND team_id = $2`,
      [messageId, teamId],
    );
    if (messages.length === 0) return undefined;
    // What the report's event needs, not the content (up to megabytes): every recipient a mail server names
    // is looked up, again after each RSET.
    const transmissions: EventTransmission[] = await this.dataSource.query(
      `SELECT id, team_id, key_type, subject, from_address, sending_domain, created_at, options, metadata,
              campaign_id
         FROM "sending"."transmission" WHERE id = $1 AND team_id = $2`,
      [messages[0].transmission_id, teamId],
    );
    return transmissions.length === 0 ? undefined : { message: messages[0], transmission: transmissions[0] };
  }

  // false when the message already has a report of this type.
  async markReported(
    manager: EntityManager,
    messageId: string,
    type: InboundEventType,
    eventId: string,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO "sending"."inbound_report" (message_id, event_type, event_id) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING message_id`,
      [messageId, type, eventId],
    );
    return rows.length > 0;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
