import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { assertTeamId } from '@mailroom/database';
import { DataSource, EntityManager } from 'typeorm';
import { EVENTS_SCHEMA } from '../database/events.schema';

export interface UnsubscribeEntry {
  teamId: number;
  address: string;
  requestId: string;
  messageId: string;
  eventId: string;
}

// Addresses that unsubscribed from a team through one of its links. Addresses compare in lower case.
@Injectable()
export class UnsubscribeRepository {
  constructor(@InjectDataSource(EVENTS_SCHEMA) private readonly dataSource: DataSource) {}

  async has(teamId: number, address: string): Promise<boolean> {
    assertTeamId(teamId);
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM "events"."unsubscribe" WHERE team_id = $1 AND address = $2`,
      [teamId, address.toLowerCase()],
    );
    return rows.length > 0;
  }

  // False when the address had unsubscribed from the team already.
  async add(manager: EntityManager, entry: UnsubscribeEntry): Promise<boolean> {
    assertTeamId(entry.teamId);
    const inserted: unknown[] = await manager.query(
      `INSERT INTO "events"."unsubscribe" (team_id, address, request_id, message_id, event_id)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING address`,
      [entry.teamId, entry.address.toLowerCase(), entry.requestId, entry.messageId, entry.eventId],
    );
    return inserted.length > 0;
  }
}
