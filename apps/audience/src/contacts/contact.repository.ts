import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ContactStatus, NamedRef, PropertyValue } from '@mailroom/contracts';
import { assertTeamId, isUniqueViolation } from '@mailroom/database';
import { DataSource, EntityManager } from 'typeorm';
import { AUDIENCE_SCHEMA } from '../database/audience.schema';
import { returning } from '../shared/returning';
import { CONTACT_COLUMNS, ContactMemberships, ContactRow, StatusReason } from './contact';

export interface NewContact {
  email: string;
  status: ContactStatus;
  paused_until: string | null;
  properties: Record<string, PropertyValue>;
}

export interface ContactChanges {
  email?: string;
  set?: Record<string, PropertyValue>;
  remove?: string[];
  status?: ContactStatus;
  paused_until?: string | null;
}

export interface ContactFilter {
  list_id?: string;
  status?: ContactStatus;
  email?: string;
  offset: number;
  limit: number;
}

export class DuplicateContactEmail extends Error {}

const EMAIL_KEY = 'contact_team_email_key';

@Injectable()
export class ContactRepository {
  constructor(@InjectDataSource(AUDIENCE_SCHEMA) private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, teamId: number, contact: NewContact): Promise<ContactRow> {
    assertTeamId(teamId);
    try {
      const [row] = await manager.query<ContactRow[]>(
        `INSERT INTO "audience"."contact" AS c (team_id, email, status, paused_until, properties)
         VALUES ($1, $2, $3, $4, $5) RETURNING ${CONTACT_COLUMNS}`,
        [teamId, contact.email, contact.status, contact.paused_until, JSON.stringify(contact.properties)],
      );
      return row;
    } catch (error) {
      if (isUniqueViolation(error, EMAIL_KEY)) throw new DuplicateContactEmail();
      throw error;
    }
  }

  async find(
    teamId: number,
    id: string,
    manager?: EntityManager,
    lock = false,
  ): Promise<ContactRow | undefined> {
    assertTeamId(teamId);
    const [row] = await (manager ?? this.dataSource).query<ContactRow[]>(
      `SELECT ${CONTACT_COLUMNS} FROM "audience"."contact" c WHERE c.team_id = $1 AND c.id = $2
       ${lock ? 'FOR UPDATE' : ''}`,
      [teamId, id],
    );
    return row;
  }

  // Whether the team has the contact, held until the transaction ends (FOR KEY SHARE) for a membership about
  // to reference it: a concurrent delete waits, or has committed first and the contact is unknown (404).
  async exists(manager: EntityManager, teamId: number, id: string): Promise<boolean> {
    assertTeamId(teamId);
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM "audience"."contact" WHERE team_id = $1 AND id = $2 FOR KEY SHARE`,
      [teamId, id],
    );
    return rows.length > 0;
  }

  // Newest first (contact ids are time-ordered). With list_id, the list's membership index gives the order.
  async page(teamId: number, filter: ContactFilter): Promise<ContactRow[]> {
    assertTeamId(teamId);
    const params: unknown[] = [teamId];
    const where = this.where(filter, params);
    const from = filter.list_id
      ? `"audience"."list_member" m JOIN "audience"."contact" c ON c.id = m.contact_id`
      : `"audience"."contact" c`;
    const order = filter.list_id ? 'm.contact_id DESC' : 'c.id DESC';
    params.push(filter.limit, filter.offset);
    return this.dataSource.query<ContactRow[]>(
      `SELECT ${CONTACT_COLUMNS} FROM ${from} WHERE ${where}
        ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
  }

  async count(teamId: number, filter: Omit<ContactFilter, 'offset' | 'limit'>): Promise<number> {
    assertTeamId(teamId);
    const params: unknown[] = [teamId];
    const where = this.where(filter, params);
    const from = filter.list_id
      ? `"audience"."list_member" m JOIN "audience"."contact" c ON c.id = m.contact_id`
      : `"audience"."contact" c`;
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM ${from} WHERE ${where}`,
      params,
    );
    return total;
  }

  private where(filter: Omit<ContactFilter, 'offset' | 'limit'>, params: unknown[]): string {
    const parts = ['c.team_id = $1'];
    if (filter.list_id) {
      params.push(filter.list_id);
      parts.push(`m.list_id = $${params.length}`);
    }
    if (filter.status) {
      params.push(filter.status);
      parts.push(`c.status = $${params.length}`);
    }
    if (filter.email !== undefined) {
      params.push(filter.email);
      parts.push(`lower(c.email) = lower($${params.length})`);
    }
    return parts.join(' AND ');
  }

  async memberships(contactIds: string[]): Promise<Map<string, ContactMemberships>> {
    const result = new Map<string, ContactMemberships>(
      contactIds.map((id) => [id, { lists: [], topics: [] }]),
    );
    if (contactIds.length === 0) return result;
    const rows = await this.dataSource.query<
      { contact_id: string; kind: 'list' | 'topic'; id: string; name: string }[]
    >(
      `SELECT m.contact_id, 'list' AS kind, l.id, l.name FROM "audience"."list_member" m
         JOIN "audience"."list" l ON l.id = m.list_id WHERE m.contact_id = ANY($1::uuid[])
       UNION ALL
       SELECT s.contact_id, 'topic' AS kind, t.id, t.name FROM "audience"."topic_subscription" s
         JOIN "audience"."topic" t ON t.id = s.topic_id WHERE s.contact_id = ANY($1::uuid[])
       ORDER BY name, id`,
      [contactIds],
    );
    for (const row of rows) {
      const ref: NamedRef = { id: row.id, name: row.name };
      result.get(row.contact_id)?.[row.kind === 'list' ? 'lists' : 'topics'].push(ref);
    }
    return result;
  }

  async update(
    manager: EntityManager,
    teamId: number,
    id: string,
    changes: ContactChanges,
    reason: StatusReason,
  ): Promise<ContactRow | undefined> {
    assertTeamId(teamId);
    const params: unknown[] = [teamId, id];
    const sets = ['updated_at = now()'];
    const param = (value: unknown): string => {
      params.push(value);
      return `$${params.length}`;
    };
    if (changes.email !== undefined) sets.push(`email = ${param(changes.email)}`);
    if (changes.set || changes.remove) {
      sets.push(
        `properties = (c.properties || ${param(JSON.stringify(changes.set ?? {}))}::jsonb) - ${param(changes.remove ?? [])}::text[]`,
      );
    }
    if (changes.status !== undefined) {
      const status = param(changes.status);
      sets.push(`status = ${status}`);
      sets.push(`status_changed_at = CASE WHEN c.status = ${status} THEN c.status_changed_at ELSE now() END`);
      sets.push(
        `status_reason = CASE WHEN c.status = ${status} THEN c.status_reason ELSE ${param(reason)} END`,
      );
    }
    if (changes.paused_until !== undefined) sets.push(`paused_until = ${param(changes.paused_until)}`);
    try {
      const [row] = await returning<ContactRow>(
        manager,
        `UPDATE "audience"."contact" c SET ${sets.join(', ')} WHERE c.team_id = $1 AND c.id = $2
         RETURNING ${CONTACT_COLUMNS}`,
        params,
      );
      return row;
    } catch (error) {
      if (isUniqueViolation(error, EMAIL_KEY)) throw new DuplicateContactEmail();
      throw error;
    }
  }

  async recordStatusChange(
    manager: EntityManager,
    teamId: number,
    change: {
      contact_id: string;
      from: ContactStatus;
      to: ContactStatus;
      reason: StatusReason;
      event_id?: string;
      key_id?: string;
    },
  ): Promise<void> {
    assertTeamId(teamId);
    await manager.query(
      `INSERT INTO "audience"."contact_status_change" (team_id, contact_id, from_status, to_status, reason, event_id, key_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        teamId,
        change.contact_id,
        change.from,
        change.to,
        change.reason,
        change.event_id ?? null,
        change.key_id ?? null,
      ],
    );
  }

  async delete(teamId: number, id: string): Promise<boolean> {
    assertTeamId(teamId);
    const rows = await returning(
      this.dataSource,
      `DELETE FROM "audience"."contact" WHERE team_id = $1 AND id = $2 RETURNING id`,
      [teamId, id],
    );
    return rows.length > 0;
  }

  // The team's contact with this address, locked for a status change by an email event.
  async findByEmailForUpdate(
    manager: EntityManager,
    teamId: number,
    email: string,
  ): Promise<ContactRow | undefined> {
    assertTeamId(teamId);
    const [row] = await manager.query<ContactRow[]>(
      `SELECT ${CONTACT_COLUMNS} FROM "audience"."contact" c WHERE c.team_id = $1 AND lower(c.email) = lower($2)
       FOR UPDATE`,
      [teamId, email],
    );
    return row;
  }
}
