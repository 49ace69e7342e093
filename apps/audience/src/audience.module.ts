import { DynamicModule, Module } from '@nestjs/common';
import { DatabaseModule } from '@mailroom/database';
import { processedEventRetention } from '@mailroom/runtime';
import { AUDIENCE_CONFIG, AudienceConfig } from './config/audience.config';
import { ContactViews } from './contacts/contact-views';
import { ContactRepository } from './contacts/contact.repository';
import { ContactsHandler } from './contacts/contacts.handler';
import { AddContactToListUseCase } from './contacts/use-cases/add-contact-to-list/add-contact-to-list.use-case';
import { CreateContactUseCase } from './contacts/use-cases/create-contact/create-contact.use-case';
import { DeleteContactUseCase } from './contacts/use-cases/delete-contact/delete-contact.use-case';
import { GetContactUseCase } from './contacts/use-cases/get-contact/get-contact.use-case';
import { ListContactsUseCase } from './contacts/use-cases/list-contacts/list-contacts.use-case';
import { RemoveContactFromListUseCase } from './contacts/use-cases/remove-contact-from-list/remove-contact-from-list.use-case';
import { SubscribeContactToTopicUseCase } from './contacts/use-cases/subscribe-contact-to-topic/subscribe-contact-to-topic.use-case';
import { UnsubscribeContactFromTopicUseCase } from './contacts/use-cases/unsubscribe-contact-from-topic/unsubscribe-contact-from-topic.use-case';
import { UpdateContactUseCase } from './contacts/use-cases/update-contact/update-contact.use-case';
import { audienceMigrations } from './database/audience.migrations';
import { AUDIENCE_SCHEMA } from './database/audience.schema';
import { ImportContactsRepository } from './imports/import-contacts.repository';
import { ImportWorker } from './imports/import-worker';
import { ImportRepository } from './imports/import.repository';
import { ImportsHandler } from './imports/imports.handler';
import { AbandonImportUseCase } from './imports/use-cases/abandon-import/abandon-import.use-case';
import { AppendImportChunkUseCase } from './imports/use-cases/append-import-chunk/append-import-chunk.use-case';
import { GetImportUseCase } from './imports/use-cases/get-import/get-import.use-case';
import { OpenImportUseCase } from './imports/use-cases/open-import/open-import.use-case';
import { StartImportUseCase } from './imports/use-cases/start-import/start-import.use-case';
import { ListRepository } from './lists/list.repository';
import { ListsHandler } from './lists/lists.handler';
import { CreateListUseCase } from './lists/use-cases/create-list/create-list.use-case';
import { DeleteListUseCase } from './lists/use-cases/delete-list/delete-list.use-case';
import { DeleteListsUseCase } from './lists/use-cases/delete-lists/delete-lists.use-case';
import { GetListUseCase } from './lists/use-cases/get-list/get-list.use-case';
import { ListListsUseCase } from './lists/use-cases/list-lists/list-lists.use-case';
import { UpdateListUseCase } from './lists/use-cases/update-list/update-list.use-case';
import { PropertiesHandler } from './properties/properties.handler';
import { PropertyIndexes } from './properties/property-indexes';
import { PropertyRepository } from './properties/property.repository';
import { DefinePropertyUseCase } from './properties/use-cases/define-property/define-property.use-case';
import { DeletePropertyUseCase } from './properties/use-cases/delete-property/delete-property.use-case';
import { ListPropertiesUseCase } from './properties/use-cases/list-properties/list-properties.use-case';
import { RecipientsHandler } from './recipients/recipients.handler';
import { ResolveRecipientsUseCase } from './recipients/use-cases/resolve-recipients/resolve-recipients.use-case';
import { SegmentAudience } from './segments/segment-audience';
import { SegmentCounts } from './segments/segment-counts';
import { SegmentRepository } from './segments/segment.repository';
import { SegmentsHandler } from './segments/segments.handler';
import { CreateSegmentUseCase } from './segments/use-cases/create-segment/create-segment.use-case';
import { DeleteSegmentUseCase } from './segments/use-cases/delete-segment/delete-segment.use-case';
import { GetSegmentUseCase } from './segments/use-cases/get-segment/get-segment.use-case';
import { ListSegmentsUseCase } from './segments/use-cases/list-segments/list-segments.use-case';
import { UpdateSegmentUseCase } from './segments/use-cases/update-segment/update-segment.use-case';
import { ContactStatusEventsConsumer } from './status/contact-status-events.consumer';
import { ApplyEmailEventUseCase } from './status/use-cases/apply-email-event/apply-email-event.use-case';
import { CreateTopicUseCase } from './topics/use-cases/create-topic/create-topic.use-case';
import { DeleteTopicUseCase } from './topics/use-cases/delete-topic/delete-topic.use-case';
import { GetTopicUseCase } from './topics/use-cases/get-topic/get-topic.use-case';
import { ListTopicsUseCase } from './topics/use-cases/list-topics/list-topics.use-case';
import { UpdateTopicUseCase } from './topics/use-cases/update-topic/update-topic.use-case';
import { TopicRepository } from './topics/topic.repository';
import { TopicsHandler } from './topics/topics.handler';

// The audience context: contacts with typed properties, lists, topics, segments, CSV imports, and contact
// status that follows the email events.
@Module({})
export class AudienceModule {
  static register(config: AudienceConfig): DynamicModule {
    return {
      module: AudienceModule,
      imports: [
        DatabaseModule.forContext({ schema: AUDIENCE_SCHEMA, entities: [], migrations: audienceMigrations }),
      ],
      controllers: [
        ContactsHandler,
        ListsHandler,
        TopicsHandler,
        PropertiesHandler,
        SegmentsHandler,
        ImportsHandler,
        RecipientsHandler,
      ],
      providers: [
        { provide: AUDIENCE_CONFIG, useValue: config },
        processedEventRetention(AUDIENCE_SCHEMA),
        ContactRepository,
        ContactViews,
        CreateContactUseCase,
        ListContactsUseCase,
        GetContactUseCase,
        UpdateContactUseCase,
        DeleteContactUseCase,
        AddContactToListUseCase,
        RemoveContactFromListUseCase,
        SubscribeContactToTopicUseCase,
        UnsubscribeContactFromTopicUseCase,
        ListRepository,
        CreateListUseCase,
        ListListsUseCase,
        GetListUseCase,
        UpdateListUseCase,
        DeleteListUseCase,
        DeleteListsUseCase,
        TopicRepository,
        CreateTopicUseCase,
        ListTopicsUseCase,
        GetTopicUseCase,
        UpdateTopicUseCase,
        DeleteTopicUseCase,
        PropertyRepository,
        PropertyIndexes,
        DefinePropertyUseCase,
        ListPropertiesUseCase,
        DeletePropertyUseCase,
        SegmentRepository,
        SegmentAudience,
        SegmentCounts,
        CreateSegmentUseCase,
        ListSegmentsUseCase,
        GetSegmentUseCase,
        UpdateSegmentUseCase,
        DeleteSegmentUseCase,
        ImportRepository,
        ImportContactsRepository,
        ImportWorker,
        OpenImportUseCase,
        AppendImportChunkUseCase,
        StartImportUseCase,
        AbandonImportUseCase,
        GetImportUseCase,
        ResolveRecipientsUseCase,
        ApplyEmailEventUseCase,
        ContactStatusEventsConsumer,
      ],
    };
  }
}
