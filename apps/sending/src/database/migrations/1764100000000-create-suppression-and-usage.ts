import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSuppressionAndUsage1764100000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    // Addresses a team no longer sends to (API.md, Emails). Hard bounces and complaints stop all mail, an
    // unsubscribe only non-transactional mail; the reason says which, so it is part of the key.
    await queryRunner.query(`
      CREATE TABLE "sending"."suppression" (
        team_id integer NOT NULL,
        address text NOT NULL CHECK (address = lower(address)),
        reason text NOT NULL CHECK (reason IN ('hard_bounce', 'spam_complaint', 'unsubscribe')),
        source_request_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (team_id, address, reason)
      )`);
    // Live recipients counted per team and period: a month ('2026-11') for every plan, a day ('2026-11-23',
    // UTC) for the free plan's daily limit. One row per team and period, updated in place, so that a
    // conditional upsert can enforce a hard limit under parallel sends.
    await queryRunner.query(`
      CREATE TABLE "sending"."usage" (
        team_id integer NOT NULL,
        period text NOT NULL CHECK (period ~ '^[0-9]{4}-[0-9]{2}(-[0-9]{2})?$'),
        sent integer NOT NULL DEFAULT 0 CHECK (sent >= 0),
        overage integer NOT NULL DEFAULT 0 CHECK (overage >= 0),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (team_id, period)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sending"."usage"`);
    await queryRunner.query(`DROP TABLE "sending"."suppression"`);
  }
}
