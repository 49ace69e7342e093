import { MigrationInterface, QueryRunner } from 'typeorm';

// What delivering a message holds in memory, roughly: the size of its transmission's content
// (contentSize). A claim stops at the content a sending process may deliver at once. Messages still to be
// delivered when this runs get theirs from their transmission.
export class MessageContentSize1764900000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "sending"."message" ADD COLUMN content_size integer NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(`
      UPDATE "sending"."message" m
         SET content_size = LEAST(2147483647,
               coalesce(length(t.html), 0) + coalesce(length(t.text), 0) + coalesce(octet_length(t.raw_mime), 0)
               + coalesce((SELECT sum(length(a->>'data')) FROM jsonb_array_elements(t.attachments) a), 0))
        FROM "sending"."transmission" t
       WHERE t.id = m.transmission_id AND m.status IN ('queued', 'deferred', 'sending')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sending"."message" DROP COLUMN content_size`);
  }
}
