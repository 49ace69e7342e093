import { MigrationInterface, QueryRunner } from 'typeorm';

// A message submitted over SMTP is kept as the client wrote it (Bcc removed, Message-ID and Date added when
// missing) and delivered as it is, signed with the sending domain's DKIM key: it is not composed again.
export class SubmittedMessages1764710000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sending"."transmission" ADD COLUMN raw_mime bytea`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sending"."transmission" DROP COLUMN raw_mime`);
  }
}
