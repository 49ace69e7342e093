import { MigrationInterface, QueryRunner } from 'typeorm';

// One out-of-band bounce and one complaint per message at most: a report delivered twice (the sender retried
// after losing our 250) records nothing the second time.
export class InboundReports1764720000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "sending"."inbound_report" (
        message_id uuid NOT NULL REFERENCES "sending"."message"(id) ON DELETE CASCADE,
        event_type text NOT NULL CHECK (event_type IN ('out_of_band', 'spam_complaint')),
        event_id uuid NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (message_id, event_type)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sending"."inbound_report"`);
  }
}
