import { MigrationInterface, QueryRunner } from 'typeorm';

export class CampaignBatches1764600000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    // A campaign's messages carry its id on every event, and its Reply-To.
    await queryRunner.query(`ALTER TABLE "sending"."transmission" ADD COLUMN campaign_id uuid`);
    await queryRunner.query(`ALTER TABLE "sending"."transmission" ADD COLUMN reply_to text`);
    // emails.send-batch: one key per campaign recipient, per team, kept with the transmission it made. A key
    // taken once is never sent again, however often its batch is retried.
    await queryRunner.query(`
      CREATE TABLE "sending"."batch_key" (
        team_id integer NOT NULL,
        idempotency_key text NOT NULL,
        transmission_id text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (team_id, idempotency_key)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sending"."batch_key"`);
    await queryRunner.query(`ALTER TABLE "sending"."transmission" DROP COLUMN reply_to`);
    await queryRunner.query(`ALTER TABLE "sending"."transmission" DROP COLUMN campaign_id`);
  }
}
