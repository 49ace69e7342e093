import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateIdentitySchema1763870000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "identity"."team" (
        id serial PRIMARY KEY,
        name text NOT NULL,
        plan text NOT NULL,
        monthly_limit integer,
        default_project_id integer,
        owner_user_id integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "identity"."user" (
        id serial PRIMARY KEY,
        team_id integer NOT NULL REFERENCES "identity"."team"(id) ON DELETE CASCADE,
        email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "user_team_email_uq" ON "identity"."user" (team_id, lower(email))`,
    );
    await queryRunner.query(`
      CREATE TABLE "identity"."api_key" (
        id uuid PRIMARY KEY,
        team_id integer NOT NULL REFERENCES "identity"."team"(id) ON DELETE CASCADE,
        created_by integer NOT NULL REFERENCES "identity"."user"(id),
        name text NOT NULL,
        permission text NOT NULL,
        type text NOT NULL,
        key_hash bytea NOT NULL,
        prefix text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "api_key_hash_uq" ON "identity"."api_key" (key_hash)`);
    await queryRunner.query(`CREATE INDEX "api_key_team_idx" ON "identity"."api_key" (team_id)`);
    // The store of rate-limiter-flexible, shared by every gateway replica in distributed mode.
    await queryRunner.query(`
      CREATE TABLE "identity"."rate_limit" (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "identity"."rate_limit"`);
    await queryRunner.query(`DROP TABLE "identity"."api_key"`);
    await queryRunner.query(`DROP TABLE "identity"."user"`);
    await queryRunner.query(`DROP TABLE "identity"."team"`);
  }
}
