import { Injectable } from '@nestjs/common';
import { ContactView } from '@mailroom/contracts';
import { isoOrNull } from '../shared/audience-ids';
import { ContactRow } from './contact';
import { ContactRepository } from './contact.repository';

// Contacts as the API shows them: with the lists and topics they belong to.
@Injectable()
export class ContactViews {
  constructor(private readonly contacts: ContactRepository) {}

  async of(rows: ContactRow[]): Promise<ContactView[]> {
    const memberships = await this.contacts.memberships(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      status: row.status,
      properties: row.properties,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      paused_until: isoOrNull(row.paused_until),
      status_changed_at: isoOrNull(row.status_changed_at),
      status_reason: row.status_reason,
      lists: memberships.get(row.id)?.lists ?? [],
      topics: memberships.get(row.id)?.topics ?? [],
    }));
  }

  async one(row: ContactRow): Promise<ContactView> {
    const [view] = await this.of([row]);
    return view;
  }
}
