import { createMessagingTables, dropMessagingTables } from '@mailroom/messaging';
import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateTemplatesSchema1763900000000 implements MigrationInterface {
  name = 'CreateTemplatesSchema1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "templates"."project" (
        id serial PRIMARY KEY,
        team_id integer NOT NULL,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 255),
        is_default boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT project_id_team_key UNIQUE (id, team_id)
      )`);
    // A team's first project is its default; ensure-default inserts against this index with ON CONFLICT.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "project_one_default_idx" ON "templates"."project" (team_id) WHERE is_default`,
    );
    await queryRunner.query(`CREATE INDEX "project_team_idx" ON "templates"."project" (team_id, created_at)`);
    // The foreign key names the team too, so that a template can never sit in another team's project.
    await queryRunner.query(`
      CREATE TABLE "templates"."template" (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_id integer NOT NULL,
        project_id integer NOT NULL,
        slug text NOT NULL CHECK (slug ~ '^[a-z0-9][a-z0-9_-]{0,99}$'),
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 255),
        current_version integer NOT NULL CHECK (current_version >= 1),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT template_project_fkey FOREIGN KEY (project_id, team_id)
          REFERENCES "templates"."project" (id, team_id),
        CONSTRAINT template_project_slug_key UNIQUE (project_id, slug)
      )`);
    await queryRunner.query(
      `CREATE INDEX "template_team_created_idx" ON "templates"."template" (team_id, created_at DESC, id DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE "templates"."template_version" (
        template_id uuid NOT NULL REFERENCES "templates"."template" (id) ON DELETE CASCADE,
        version integer NOT NULL CHECK (version >= 1),
        subject text CHECK (char_length(subject) <= 998),
        html text,
        "text" text,
        content_hash text NOT NULL,
        merge_tags jsonb NOT NULL DEFAULT '[]'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (template_id, version),
        CONSTRAINT template_version_body_check CHECK (html IS NOT NULL OR "text" IS NOT NULL)
      )`);
    await createMessagingTables(queryRunner, 'templates');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMessagingTables(queryRunner, 'templates');
    await queryRunner.query(`DROP TABLE "templates"."template_version"`);
    await queryRunner.query(`DROP TABLE "templates"."template"`);
    await queryRunner.query(`DROP TABLE "templates"."project"`);
  }
}
