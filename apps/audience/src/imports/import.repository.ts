import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ImportRowError, ImportStatus } from '@mailroom/contracts';
import { assertTeamId } from '@mailroom/database';
import { DataSource, EntityManager } from 'typeorm';
import { AUDIENCE_SCHEMA } from '../database/audience.schema';
import { returning } from '../shared/returning';

export interface ImportRow {
  id: string;
  team_id: number;
  status: ImportStatus | 'receiving';
  list_ids: string[];
  update_existing: boolean;
  chunks: number;
  rows_done: number;
  rows_total: number;
  rows_imported: number;
  rows_updated: number;
  rows_failed: number;
  errors: ImportRowError[];
  claims_without_progress: number;
  failure_reason: string | null;
  claim_token: string | null;
  created_at: Date;
  finished_at: Date | null;
}

export interface ImportProgress {
  rows_done: number;
  rows_total: number;
  rows_imported: number;
  rows_updated: number;
  rows_failed: number;
  errors: ImportRowError[];
}

// An upload that never got started (the client went away) is dropped after this.
const ABANDONED_UPLOAD_HOURS = 2;

@Injectable()
export class ImportRepository {
  constructor(@InjectDataSource(AUDIENCE_SCHEMA) private readonly dataSource: DataSource) {}

  async open(teamId: number, options: { list_ids: string[]; update_existing: boolean }): Promise<string> {
    assertTeamId(teamId);
    const [row] = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO "audience"."import" (team_id, status, list_ids, update_existing)
       VALUES ($1, 'receiving', $2, $3) RETURNING id`,
      [teamId, options.list_ids, options.update_existing],
    );
    return row.id;
  }

  // False when the import is not the team's or no longer receiving. A repeated chunk is kept once.
  async appendChunk(teamId: number, importId: string, seq: number, data: Buffer): Promise<boolean> {
    assertTeamId(teamId);
    const rows = await this.dataSource.query<unknown[]>(
      `INSERT INTO "audience"."import_chunk" (import_id, seq, data)
       SELECT id, $3, $4 FROM "audience"."import" WHERE id = $2 AND team_id = $1 AND status = 'receiving'
       ON CONFLICT (import_id, seq) DO UPDATE SET data = EXCLUDED.data RETURNING seq`,
      [teamId, importId, seq, data],
    );
    return rows.length > 0;
  }

  // Queues the import once every chunk 0..chunks-1 is there, returning it as queued; undefined otherwise.
  async start(teamId: number, importId: string, chunks: number): Promise<ImportRow | undefined> {
    assertTeamId(teamId);
    const [row] = await returning<ImportRow>(
      this.dataSource,
      `UPDATE "audience"."import" i SET status = 'queued', chunks = $3, updated_at = now()
        WHERE i.id = $2 AND i.team_id = $1 AND i.status = 'receiving'
          AND (SELECT count(*) FROM "audience"."import_chunk" k WHERE k.import_id = i.id AND k.seq < $3) = $3
       RETURNING i.*`,
      [teamId, importId, chunks],
    );
    return row;
  }

  async abandon(teamId: number, importId: string): Promise<void> {
    assertTeamId(teamId);
    await this.dataSource.query(
      `DELETE FROM "audience"."import" WHERE id = $2 AND team_id = $1 AND status = 'receiving'`,
      [teamId, importId],
    );
  }

  async find(teamId: number, importId: string): Promise<ImportRow | undefined> {
    assertTeamId(teamId);
    const [row] = await this.dataSource.query<ImportRow[]>(
      `SELECT * FROM "audience"."import" WHERE id = $2 AND team_id = $1 AND status <> 'receiving'`,
      [teamId, importId],
    );
    return row;
  }

  // Queued imports, and running ones whose worker stopped renewing its lease (a crashed process), taken
  // with a fresh claim token: a worker that lost its claim can commit nothing more.
  async claim(room: number, leaseSeconds: number): Promise<ImportRow[]> {
    await this.dataSource.query(
      `DELETE FROM "audience"."import" WHERE status = 'receiving'
          AND created_at < now() - make_interval(hours => $1)`,
      [ABANDONED_UPLOAD_HOURS],
    );
    return returning<ImportRow>(
      this.dataSource,
      `UPDATE "audience"."import" SET status = 'running', claim_token = gen_random_uuid(),
              claims_without_progress = claims_without_progress + 1, leased_until = now() + make_interval(secs => $2), updated_at = now()
        WHERE id IN (SELECT id FROM "audience"."import"
                      WHERE status = 'queued' OR (status = 'running' AND leased_until < now())
                      ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [room, leaseSeconds],
    );
  }

  async chunk(importId: string, seq: number): Promise<Buffer> {
    const [row] = await this.dataSource.query<{ data: Buffer }[]>(
      `SELECT data FROM "audience"."import_chunk" WHERE import_id = $1 AND seq = $2`,
      [importId, seq],
    );
    if (!row) throw new Error(`import ${importId} has no chunk ${seq}`);
    return row.data;
  }

  // The progress of the rows just applied, in their transaction; throws when the claim was lost.
  async saveProgress(
    manager: EntityManager,
    job: ImportRow,
    progress: ImportProgress,
    leaseSeconds: number,
  ): Promise<void> {
    const rows = await returning(
      manager,
      `UPDATE "audience"."import" SET rows_done = $3, rows_total = $4, rows_imported = $5, rows_updated = $6,
              rows_failed = $7, errors = $8, claims_without_progress = 0, leased_until = now() + make_interval(secs => $9), updated_at = now()
        WHERE id = $1 AND claim_token = $2 RETURNING id`,
      [
        job.id,
        job.claim_token,
        progress.rows_done,
        progress.rows_total,
        progress.rows_imported,
        progress.rows_updated,
        progress.rows_failed,
        JSON.stringify(progress.errors),
        leaseSeconds,
      ],
    );
    if (rows.length === 0) throw new Error(`import ${job.id} was claimed by another worker`);
  }

  // The end of an import: its chunks are no longer needed.
  async finish(job: ImportRow, status: 'completed' | 'failed', failureReason: string | null): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const rows = await returning(
        manager,
        `UPDATE "audience"."import" SET status = $3, failure_reason = $4, finished_at = now(), updated_at = now(),
                leased_until = NULL
          WHERE id = $1 AND claim_token = $2 RETURNING id`,
        [job.id, job.claim_token, status, failureReason],
      );
      if (rows.length > 0)
        await manager.query(`DELETE FROM "audience"."import_chunk" WHERE import_id = $1`, [job.id]);
    });
  }
}
