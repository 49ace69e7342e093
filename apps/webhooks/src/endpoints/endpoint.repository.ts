import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { assertTeamId } from '@mailroom/database';
import { DataSource, EntityManager } from 'typeorm';
import { WEBHOOKS_SCHEMA } from '../database/webhooks.schema';
import { lockMessages } from '../deliveries/delivery.repository';
import { EndpointRow, EndpointSettings } from './endpoint';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SETTINGS_COLUMNS = [
  'name',
  'url',
  'enabled',
  'auth_type',
  'auth_username',
  'auth_password_sealed',
  'oauth2_token_url',
  'oauth2_client_id',
  'oauth2_client_secret_sealed',
  'oauth2_scope',
  'events_mode',
  'events',
] as const satisfies readonly (keyof EndpointSettings)[];

@Injectable()
export class EndpointRepository {
  constructor(@InjectDataSource(WEBHOOKS_SCHEMA) private readonly dataSource: DataSource) {}

  async list(teamId: number): Promise<EndpointRow[]> {
    assertTeamId(teamId);
    return this.dataSource.query<EndpointRow[]>(
      `SELECT * FROM "webhooks"."endpoint" WHERE team_id = $1 ORDER BY created_at, id`,
      [teamId],
    );
  }

  // A path id that is not a UUID names no endpoint: answered like a missing one.
  async find(teamId: number, id: string): Promise<EndpointRow | undefined> {
    assertTeamId(teamId);
    if (!UUID.test(id)) return undefined;
    const [row] = await this.dataSource.query<EndpointRow[]>(
      `SELECT * FROM "webhooks"."endpoint" WHERE team_id = $1 AND id = $2`,
      [teamId, id],
    );
    return row;
  }

  // Undefined when the team has `limit` endpoints already. Creations of one team take turns from the count to
  // the commit, so concurrent ones cannot all see room for themselves.
  async insertWithin(
    teamId: number,
    limit: number,
    id: string,
    settings: EndpointSettings,
    signingSecretSealed: string,
  ): Promise<EndpointRow | undefined> {
    assertTeamId(teamId);
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('webhooks.endpoint'), $1)`, [teamId]);
      const [{ n }] = await manager.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM "webhooks"."endpoint" WHERE team_id = $1`,
        [teamId],
      );
      if (n >= limit) return undefined;
      return this.insert(teamId, id, settings, signingSecretSealed, manager);
    });
  }

  async insert(
    teamId: number,
    id: string,
    settings: EndpointSettings,
    signingSecretSealed: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<EndpointRow> {
    assertTeamId(teamId);
    const values = SETTINGS_COLUMNS.map((column) => settings[column]);
    const [row] = await manager.query<EndpointRow[]>(
      `INSERT INTO "webhooks"."endpoint" (id, team_id, signing_secret_sealed, ${SETTINGS_COLUMNS.join(', ')})
       VALUES ($1, $2, $3, ${SETTINGS_COLUMNS.map((_, i) => `$${i + 4}`).join(', ')})
       RETURNING *`,
      [id, teamId, signingSecretSealed, ...values],
    );
    return row;
  }

  // Writes `settings` over the endpoint only while it still holds `read` (compare-and-set): undefined when
  // it is gone or another update (or a 410 that disabled it) came first.
  async update(
    teamId: number,
    id: string,
    read: EndpointSettings,
    settings: EndpointSettings,
  ): Promise<EndpointRow | undefined> {
    assertTeamId(teamId);
    const values = SETTINGS_COLUMNS.map((column) => settings[column]);
    const given = SETTINGS_COLUMNS.map((_, i) => `$${i + 3}`);
    const previous = SETTINGS_COLUMNS.map((_, i) => `$${i + 3 + SETTINGS_COLUMNS.length}`);
    // A CTE: an UPDATE's own RETURNING rows do not come back as a plain row list. updated_at moves only when
    // a setting changes (the columns on the right of SET are the row's old values).
    const [row] = await this.dataSource.query<EndpointRow[]>(
      `WITH updated AS (
         UPDATE "webhooks"."endpoint"
            SET ${SETTINGS_COLUMNS.map((column, i) => `${column} = ${given[i]}`).join(', ')},
                updated_at = CASE
                  WHEN (${SETTINGS_COLUMNS.join(', ')}) IS DISTINCT FROM (${given.join(', ')}) THEN now()
                  ELSE updated_at END
          WHERE team_id = $1 AND id = $2
            AND (${SETTINGS_COLUMNS.join(', ')}) IS NOT DISTINCT FROM (${previous.join(', ')})
         RETURNING *)
       SELECT * FROM updated`,
      [teamId, id, ...values, ...SETTINGS_COLUMNS.map((column) => read[column])],
    );
    return row;
  }

  // Its messages and deliveries go with it: nothing more is attempted.
  async delete(teamId: number, id: string): Promise<boolean> {
    assertTeamId(teamId);
    if (!UUID.test(id)) return false;
    return this.dataSource.transaction(async (manager) => {
      // Messages, then deliveries, then the endpoint (the LOCK ORDER of the delivery repository): the
      // cascade alone locks the endpoint first and deadlocks with a worker recording an attempt or a retry.
      await lockMessages(
        manager,
        `endpoint_id = (SELECT id FROM "webhooks"."endpoint" WHERE team_id = $1 AND id = $2)`,
        [teamId, id],
      );
      await manager.query(
        `SELECT 1 FROM "webhooks"."delivery" d JOIN "webhooks"."endpoint" e ON e.id = d.endpoint_id
          WHERE e.team_id = $1 AND e.id = $2 ORDER BY d.id FOR UPDATE OF d`,
        [teamId, id],
      );
      const deleted = await manager.query<unknown[]>(
        `WITH deleted AS (DELETE FROM "webhooks"."endpoint" WHERE team_id = $1 AND id = $2 RETURNING id)
         SELECT id FROM deleted`,
        [teamId, id],
      );
      return deleted.length > 0;
    });
  }
}
