import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AudienceSubject,
  ContactListView,
  ContactRef,
  ContactView,
  CreateContactDto,
  Envelope,
  ListContactsQuery,
  ListMembershipRef,
  MembershipOutcome,
  TopicSubscriptionRef,
  UpdateContactRequest,
} from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { AddContactToListUseCase } from './use-cases/add-contact-to-list/add-contact-to-list.use-case';
import { CreateContactUseCase } from './use-cases/create-contact/create-contact.use-case';
import { DeleteContactUseCase } from './use-cases/delete-contact/delete-contact.use-case';
import { GetContactUseCase } from './use-cases/get-contact/get-contact.use-case';
import { ListContactsUseCase } from './use-cases/list-contacts/list-contacts.use-case';
import { RemoveContactFromListUseCase } from './use-cases/remove-contact-from-list/remove-contact-from-list.use-case';
import { SubscribeContactToTopicUseCase } from './use-cases/subscribe-contact-to-topic/subscribe-contact-to-topic.use-case';
import { UnsubscribeContactFromTopicUseCase } from './use-cases/unsubscribe-contact-from-topic/unsubscribe-contact-from-topic.use-case';
import { UpdateContactUseCase } from './use-cases/update-contact/update-contact.use-case';

@BusHandler()
export class ContactsHandler {
  constructor(
    private readonly createContact: CreateContactUseCase,
    private readonly listContacts: ListContactsUseCase,
    private readonly getContact: GetContactUseCase,
    private readonly updateContact: UpdateContactUseCase,
    private readonly deleteContact: DeleteContactUseCase,
    private readonly addContactToList: AddContactToListUseCase,
    private readonly removeContactFromList: RemoveContactFromListUseCase,
    private readonly subscribeContactToTopic: SubscribeContactToTopicUseCase,
    private readonly unsubscribeContactFromTopic: UnsubscribeContactFromTopicUseCase,
  ) {}

  @MessagePattern(AudienceSubject.createContact)
  create(@Payload() { ctx, data }: Envelope<CreateContactDto>): Promise<ContactView> {
    return this.createContact.execute(ctx, data);
  }

  @MessagePattern(AudienceSubject.listContacts)
  list(@Payload() { ctx, data }: Envelope<ListContactsQuery>): Promise<ContactListView> {
    return this.listContacts.execute(ctx, data);
  }

  @MessagePattern(AudienceSubject.getContact)
  get(@Payload() { ctx, data }: Envelope<ContactRef>): Promise<ContactView> {
    return this.getContact.execute(ctx, data.contact_id);
  }

  @MessagePattern(AudienceSubject.updateContact)
  update(@Payload() { ctx, data }: Envelope<UpdateContactRequest>): Promise<ContactView> {
    return this.updateContact.execute(ctx, data.contact_id, data.changes);
  }

  @MessagePattern(AudienceSubject.deleteContact)
  async delete(@Payload() { ctx, data }: Envelope<ContactRef>): Promise<{ deleted: true }> {
    await this.deleteContact.execute(ctx, data.contact_id);
    return { deleted: true };
  }

  @MessagePattern(AudienceSubject.addToList)
  addToList(@Payload() { ctx, data }: Envelope<ListMembershipRef>): Promise<MembershipOutcome> {
    return this.addContactToList.execute(ctx, data);
  }

  @MessagePattern(AudienceSubject.removeFromList)
  async removeFromList(@Payload() { ctx, data }: Envelope<ListMembershipRef>): Promise<{ removed: true }> {
    await this.removeContactFromList.execute(ctx, data);
    return { removed: true };
  }

  @MessagePattern(AudienceSubject.subscribeTopic)
  subscribe(@Payload() { ctx, data }: Envelope<TopicSubscriptionRef>): Promise<MembershipOutcome> {
    return this.subscribeContactToTopic.execute(ctx, data);
  }

  @MessagePattern(AudienceSubject.unsubscribeTopic)
  async unsubscribe(@Payload() { ctx, data }: Envelope<TopicSubscriptionRef>): Promise<{ removed: true }> {
    await this.unsubscribeContactFromTopic.execute(ctx, data);
    return { removed: true };
  }
}
