import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ContactStatus, DomainEventMessage, EmailEventRecord } from '@mailroom/contracts';
import { runOnce } from '@mailroom/messaging';
import { DataSource } from 'typeorm';
import { StatusReason } from '../../../contacts/contact';
import { ContactRepository } from '../../../contacts/contact.repository';
import { AUDIENCE_SCHEMA } from '../../../database/audience.schema';

// The processed_event name of this consumer: a redelivered event changes nothing twice.
const CONSUMER = 'audience-contact-status';

// Class 10: invalid recipient, the hard bounce that ends mail to the address.
const HARD_BOUNCE_CLASS = 10;

// An email event that decides a contact's status: the team's contact with the recipient's address becomes
// unsubscribed, bounced or complained, with the change recorded, in the transaction that marks the event seen.
@Injectable()
export class ApplyEmailEventUseCase {
  constructor(
    @InjectDataSource(AUDIENCE_SCHEMA) private readonly dataSource: DataSource,
    private readonly contacts: ContactRepository,
  ) {}

  async execute(event: DomainEventMessage<EmailEventRecord>): Promise<void> {
    const record = event.data;
    const change = statusChangeOf(record);
    // Sandbox mail went to the key owner in place of the real recipients: it says nothing about a contact.
    if (!change || record.sandbox) return;
    await runOnce(this.dataSource, AUDIENCE_SCHEMA, CONSUMER, event.event_id, async (manager) => {
      const contact = await this.contacts.findByEmailForUpdate(manager, record.team_id, record.rcpt_to);
      if (!contact || contact.status === change.status) return;
      await this.contacts.update(
        manager,
        record.team_id,
        contact.id,
        { status: change.status },
        change.reason,
      );
      await this.contacts.recordStatusChange(manager, record.team_id, {
        contact_id: contact.id,
        from: contact.status,
        to: change.status,
        reason: change.reason,
        event_id: event.event_id,
      });
    });
  }
}

function statusChangeOf(
  record: EmailEventRecord,
): { status: ContactStatus; reason: StatusReason } | undefined {
  switch (record.type) {
    case 'list_unsubscribe':
    case 'link_unsubscribe':
      return { status: 'unsubscribed', reason: record.type };
    case 'spam_complaint':
      return { status: 'complained', reason: 'spam_complaint' };
    case 'bounce':
    case 'out_of_band':
      return record.bounce_class === HARD_BOUNCE_CLASS
        ? { status: 'bounced', reason: record.type }
        : undefined;
    default:
      return undefined;
  }
}
