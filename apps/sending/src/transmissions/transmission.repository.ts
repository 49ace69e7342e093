import { Injectable } from '@nestjs/common';
import { assertTeamId } from '@mailroom/database';
import { EntityManager } from 'typeorm';
import { Message, Transmission } from './transmission';

@Injectable()
export class TransmissionRepository {
  async insert(manager: EntityManager, transmission: Transmission, messages: Message[]): Promise<void> {
    assertTeamId(transmission.team_id);
    const t = transmission;
    await manager.query(
      `INSERT INTO "sending"."transmission" (id, team_id, key_id, key_type, from_address, from_name, sending_domain,
         subject, html, text, attachments, headers, metadata, options, template_slug, template_version,
         to_addresses, cc_addresses, bcc_addresses, accepted, rejected, created_at, raw_mime)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23)`,
      [
        t.id,
        t.team_id,
        t.key_id,
        t.key_type,
        t.from_address,
        t.from_name,
        t.sending_domain,
        t.subject,
        t.html,
        t.text,
        JSON.stringify(t.attachments),
        JSON.stringify(t.headers),
        JSON.stringify(t.metadata),
        JSON.stringify(t.options),
        t.template_slug,
        t.template_version,
        JSON.stringify(t.to_addresses),
        JSON.stringify(t.cc_addresses),
        JSON.stringify(t.bcc_addresses),
        t.accepted,
        t.rejected,
        t.created_at,
        t.raw_mime ?? null,
      ],
    );
    if (messages.length === 0) return;
    // One multi-row INSERT: at most 50 recipients per transmission.
    const values: unknown[] = [];
    const rows = messages.map((m, i) => {
      values.push(
        m.id,
        m.transmission_id,
        m.team_id,
        m.rcpt_to,
        m.raw_rcpt_to,
        m.rcpt_type,
        m.status,
        m.created_at,
      );
      const base = i * 8;
      return `($${base + 1},$${base + 2},$${base + 3},$${base + 4},$${base + 5},$${base + 6},$${base + 7},$${base + 8},$${base + 8})`;
    });
    await manager.query(
      `INSERT INTO "sending"."message" (id, transmission_id, team_id, rcpt_to, raw_rcpt_to, rcpt_type, status, created_at, next_attempt_at)
       VALUES ${rows.join(',')}`,
      values,
    );
  }
}
