import { MigrationInterface, QueryRunner } from 'typeorm';

// The bounce CNAME of a sending domain (`bounces.<domain>` to the service's bounce domain): once verified,
// its mail's envelope sender is on the domain's own subdomain and SPF aligns for DMARC.
export class AddBounceStatus1764700000000 implements MigrationInterface {
  name = 'AddBounceStatus1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "domains"."sending_domain"
        ADD COLUMN bounce_status text NOT NULL DEFAULT 'unverified'
          CHECK (bounce_status IN ('valid', 'unverified'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "domains"."sending_domain" DROP COLUMN bounce_status`);
  }
}
