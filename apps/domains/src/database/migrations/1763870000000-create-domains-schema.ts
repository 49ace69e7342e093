import { createMessagingTables, dropMessagingTables } from '@mailroom/messaging';
import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateDomainsSchema1763870000000 implements MigrationInterface {
  name = 'CreateDomainsSchema1763870000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "domains"."sending_domain" (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_id integer,
        domain text NOT NULL CHECK (domain = lower(domain)),
        status text NOT NULL CHECK (status IN ('approved', 'review', 'blacklisted')),
        dkim_selector text NOT NULL,
        dkim_public_key text NOT NULL,
        dkim_private_key text NOT NULL CHECK (dkim_private_key NOT LIKE '-----BEGIN%'),
        tracking_domain text NOT NULL,
        dkim_status text NOT NULL DEFAULT 'unverified' CHECK (dkim_status IN ('valid', 'unverified')),
        spf_status text NOT NULL DEFAULT 'unverified' CHECK (spf_status IN ('valid', 'unverified')),
        dmarc_status text NOT NULL DEFAULT 'unverified' CHECK (dmarc_status IN ('valid', 'unverified')),
        cname_status text NOT NULL DEFAULT 'unverified' CHECK (cname_status IN ('valid', 'unverified')),
        is_primary boolean NOT NULL DEFAULT false,
        is_sandbox boolean NOT NULL DEFAULT false,
        last_verified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT sending_domain_owner_check CHECK ((team_id IS NULL) = is_sandbox)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "sending_domain_domain_key" ON "domains"."sending_domain" (lower(domain))`,
    );
    await queryRunner.query(
      `CREATE INDEX "sending_domain_team_idx" ON "domains"."sending_domain" (team_id, created_at)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "sending_domain_one_primary_idx" ON "domains"."sending_domain" (team_id) WHERE is_primary`,
    );
    await queryRunner.query(`
      CREATE TABLE "domains"."domain_reputation" (
        domain text PRIMARY KEY CHECK (domain = lower(domain)),
        status text NOT NULL CHECK (status IN ('review', 'blacklisted')),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await createMessagingTables(queryRunner, 'domains');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMessagingTables(queryRunner, 'domains');
    await queryRunner.query(`DROP TABLE "domains"."domain_reputation"`);
    await queryRunner.query(`DROP TABLE "domains"."sending_domain"`);
  }
}
