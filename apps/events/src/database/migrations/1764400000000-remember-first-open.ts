import { MigrationInterface, QueryRunner } from 'typeorm';

export class RememberFirstOpen1764400000000 implements MigrationInterface {
  name = 'RememberFirstOpen1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // When the message's open pixel was first loaded: that load is its initial_open, and only that one.
    await queryRunner.query(`ALTER TABLE "events"."tracked_message" ADD COLUMN first_opened_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "events"."tracked_message" DROP COLUMN first_opened_at`);
  }
}
