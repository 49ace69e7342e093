import { MigrationInterface, QueryRunner } from 'typeorm';

// Attachments arrive base64 encoded and are mostly compressed formats already (PDF, images, archives):
// PostgreSQL's compression (pglz, the only one every build has) spent about 250 ms of CPU on a 13 MiB
// attachment only to find it would not shrink by a quarter and store it as it was. Stored out of line,
// uncompressed, from now on; rows already written stay as they are.
export class AttachmentsStoredUncompressed1765000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "sending"."transmission" ALTER COLUMN attachments SET STORAGE EXTERNAL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "sending"."transmission" ALTER COLUMN attachments SET STORAGE EXTENDED`,
    );
  }
}
