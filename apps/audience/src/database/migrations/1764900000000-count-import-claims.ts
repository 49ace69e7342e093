import { MigrationInterface, QueryRunner } from 'typeorm';

// The claims of an import since its last committed batch: a batch that fails every time ends the import
// failed after a few claims rather than being retried for ever.
export class CountImportClaims1764900000000 implements MigrationInterface {
  name = 'CountImportClaims1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "audience"."import" ADD COLUMN claims_without_progress integer NOT NULL DEFAULT 0`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audience"."import" DROP COLUMN claims_without_progress`);
  }
}
