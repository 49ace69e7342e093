import type { Query, RequestBody, ResponseData, WiderQuery } from '../api-types.js';
import type { Transport } from '../http/transport.js';

export type Contact = ResponseData<'/api/audience/contacts/{contactId}', 'get'>;
export type CreateContactRequest = RequestBody<'/api/audience/contacts', 'post'>;
export type UpdateContactRequest = RequestBody<'/api/audience/contacts/{contactId}', 'patch'>;
export type ContactListQuery = Query<'/api/audience/contacts', 'get'>;
export type ContactImportQuery = WiderQuery<
  Query<'/api/audience/contacts/import', 'post'>,
  'list_ids',
  never,
  'update_existing'
>;
export type ContactImport = ResponseData<'/api/audience/imports/{importId}', 'get'>;
export type AudienceList = ResponseData<'/api/audience/lists/{listId}', 'get'>;
export type Topic = ResponseData<'/api/audience/topics/{topicId}', 'get'>;
export type Segment = ResponseData<'/api/audience/segments/{segmentId}', 'get'>;

// Adding a contact to a list or a topic: `created` is false when it was already there.
export interface Membership {
  created: boolean;
}

export class Contacts {
  constructor(private readonly transport: Transport) {}

  create(request: CreateContactRequest): Promise<Contact> {
    return this.transport.data({ method: 'POST', path: '/api/audience/contacts', body: request });
  }

  list(query: ContactListQuery = {}): Promise<ResponseData<'/api/audience/contacts', 'get'>> {
    return this.transport.data({ method: 'GET', path: '/api/audience/contacts', query });
  }

  get(contactId: string): Promise<Contact> {
    return this.transport.data({
      method: 'GET',
      path: '/api/audience/contacts/{contactId}',
      params: { contactId },
    });
  }

  // Every key of `properties` must be a defined property.
  update(contactId: string, request: UpdateContactRequest): Promise<Contact> {
    return this.transport.data({
      method: 'PATCH',
      path: '/api/audience/contacts/{contactId}',
      params: { contactId },
      body: request,
    });
  }

  delete(contactId: string): Promise<void> {
    return this.transport.perform({
      method: 'DELETE',
      path: '/api/audience/contacts/{contactId}',
      params: { contactId },
    });
  }

  addToList(contactId: string, listId: string): Promise<Membership> {
    return this.join('/api/audience/contacts/{contactId}/lists/{listId}', { contactId, listId });
  }

  // Idempotent.
  removeFromList(contactId: string, listId: string): Promise<void> {
    return this.transport.perform({
      method: 'DELETE',
      path: '/api/audience/contacts/{contactId}/lists/{listId}',
      params: { contactId, listId },
    });
  }

  subscribe(contactId: string, topicId: string): Promise<Membership> {
    return this.join('/api/audience/contacts/{contactId}/topics/{topicId}', { contactId, topicId });
  }

  unsubscribe(contactId: string, topicId: string): Promise<void> {
    return this.transport.perform({
      method: 'DELETE',
      path: '/api/audience/contacts/{contactId}/topics/{topicId}',
      params: { contactId, topicId },
    });
  }

  // A CSV with a header row: email, then property keys. Runs as a job: follow it with imports.get.
  import(
    csv: string,
    query: ContactImportQuery = {},
  ): Promise<ResponseData<'/api/audience/contacts/import', 'post'>> {
    return this.transport.data({
      method: 'POST',
      path: '/api/audience/contacts/import',
      query,
      rawBody: { contentType: 'text/csv', content: csv },
    });
  }

  private async join(path: string, params: Record<string, string>): Promise<Membership> {
    const response = await this.transport.performAnswer({ method: 'POST', path, params });
    return { created: response.status === 201 };
  }
}

export class Imports {
  constructor(private readonly transport: Transport) {}

  get(importId: string): Promise<ContactImport> {
    return this.transport.data({
      method: 'GET',
      path: '/api/audience/imports/{importId}',
      params: { importId },
    });
  }
}

export class Lists {
  constructor(private readonly transport: Transport) {}

  create(request: RequestBody<'/api/audience/lists', 'post'>): Promise<AudienceList> {
    return this.transport.data({ method: 'POST', path: '/api/audience/lists', body: request });
  }

  list(query: Query<'/api/audience/lists', 'get'> = {}): Promise<ResponseData<'/api/audience/lists', 'get'>> {
    return this.transport.data({ method: 'GET', path: '/api/audience/lists', query });
  }

  get(listId: string): Promise<AudienceList> {
    return this.transport.data({ method: 'GET', path: '/api/audience/lists/{listId}', params: { listId } });
  }

  update(
    listId: string,
    request: RequestBody<'/api/audience/lists/{listId}', 'patch'>,
  ): Promise<AudienceList> {
    return this.transport.data({
      method: 'PATCH',
      path: '/api/audience/lists/{listId}',
      params: { listId },
      body: request,
    });
  }

  delete(listId: string): Promise<void> {
    return this.transport.perform({
      method: 'DELETE',
      path: '/api/audience/lists/{listId}',
      params: { listId },
    });
  }

  // All or nothing: a 409 list_in_use when a segment is restricted to one of them.
  deleteMany(listIds: string[]): Promise<ResponseData<'/api/audience/lists/bulk', 'delete'>> {
    return this.transport.data({
      method: 'DELETE',
      path: '/api/audience/lists/bulk',
      body: { list_ids: listIds },
    });
  }
}

export class Topics {
  constructor(private readonly transport: Transport) {}

  create(request: RequestBody<'/api/audience/topics', 'post'>): Promise<Topic> {
    return this.transport.data({ method: 'POST', path: '/api/audience/topics', body: request });
  }

  list(
    query: Query<'/api/audience/topics', 'get'> = {},
  ): Promise<ResponseData<'/api/audience/topics', 'get'>> {
    return this.transport.data({ method: 'GET', path: '/api/audience/topics', query });
  }

  get(topicId: string): Promise<Topic> {
    return this.transport.data({
      method: 'GET',
      path: '/api/audience/topics/{topicId}',
      params: { topicId },
    });
  }

  update(topicId: string, request: RequestBody<'/api/audience/topics/{topicId}', 'patch'>): Promise<Topic> {
    return this.transport.data({
      method: 'PATCH',
      path: '/api/audience/topics/{topicId}',
      params: { topicId },
      body: request,
    });
  }

  delete(topicId: string): Promise<void> {
    return this.transport.perform({
      method: 'DELETE',
      path: '/api/audience/topics/{topicId}',
      params: { topicId },
    });
  }
}

export class Properties {
  constructor(private readonly transport: Transport) {}

  define(
    request: RequestBody<'/api/audience/properties', 'post'>,
  ): Promise<ResponseData<'/api/audience/properties', 'post'>> {
    return this.transport.data({ method: 'POST', path: '/api/audience/properties', body: request });
  }

  list(): Promise<ResponseData<'/api/audience/properties', 'get'>> {
    return this.transport.data({ method: 'GET', path: '/api/audience/properties' });
  }

  delete(key: string): Promise<void> {
    return this.transport.perform({
      method: 'DELETE',
      path: '/api/audience/properties/{key}',
      params: { key },
    });
  }
}

export class Segments {
  constructor(private readonly transport: Transport) {}

  create(request: RequestBody<'/api/audience/segments', 'post'>): Promise<Segment> {
    return this.transport.data({ method: 'POST', path: '/api/audience/segments', body: request });
  }

  list(
    query: Query<'/api/audience/segments', 'get'> = {},
  ): Promise<ResponseData<'/api/audience/segments', 'get'>> {
    return this.transport.data({ method: 'GET', path: '/api/audience/segments', query });
  }

  get(segmentId: string): Promise<Segment> {
    return this.transport.data({
      method: 'GET',
      path: '/api/audience/segments/{segmentId}',
      params: { segmentId },
    });
  }

  update(
    segmentId: string,
    request: RequestBody<'/api/audience/segments/{segmentId}', 'patch'>,
  ): Promise<Segment> {
    return this.transport.data({
      method: 'PATCH',
      path: '/api/audience/segments/{segmentId}',
      params: { segmentId },
      body: request,
    });
  }

  delete(segmentId: string): Promise<void> {
    return this.transport.perform({
      method: 'DELETE',
      path: '/api/audience/segments/{segmentId}',
      params: { segmentId },
    });
  }
}

export class Audience {
  readonly contacts: Contacts;
  readonly imports: Imports;
  readonly lists: Lists;
  readonly topics: Topics;
  readonly properties: Properties;
  readonly segments: Segments;

  constructor(transport: Transport) {
    this.contacts = new Contacts(transport);
    this.imports = new Imports(transport);
    this.lists = new Lists(transport);
    this.topics = new Topics(transport);
    this.properties = new Properties(transport);
    this.segments = new Segments(transport);
  }
}
