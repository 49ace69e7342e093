import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AudienceSubject,
  ContactListView,
  ContactRef,
  ContactView,
  CreateContactDto,
  Envelope,
  ErrorCode,
  ListContactsQuery,
  ListMembershipRef,
  MembershipOutcome,
  RequestContext,
  Scope,
  TopicSubscriptionRef,
  UpdateContactDto,
  UpdateContactRequest,
} from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { FastifyReply } from 'fastify';
import { Caller } from '../access/request-context.decorator';
import { ApiKeyRoute } from '../access/route-policy';
import { respond, SuccessBody } from '../http/respond';
import {
  ApiEnvelope,
  ApiErrors,
  ApiMessage,
  ApiNoContent,
  ApiRequestExample,
  BODY_ERRORS,
  NOT_FOUND,
} from '../http/api-docs';
import { CONTACT_EXAMPLE } from '../http/request-examples';

const READ = { scope: Scope.audienceRead, sandbox: 'allowed' } as const;
// Audience writes are blocked for sandbox keys (SPEC sandbox rule 6).
const WRITE = { scope: Scope.audienceWrite, sandbox: 'restricted' } as const;

@ApiTags('Audience')
@Controller('audience/contacts')
export class AudienceContactsController {
  constructor(private readonly bus: BusClient) {}

  @Post()
  @ApiRequestExample(CONTACT_EXAMPLE)
  @HttpCode(201)
  @ApiKeyRoute(WRITE)
  @ApiOperation({ summary: 'Create a contact; 409 contact_exists for an email the team already has' })
  @ApiEnvelope(ContactView, { status: 201 })
  @ApiErrors(BODY_ERRORS)
  @ApiErrors(NOT_FOUND)
  @ApiErrors({ 409: [ErrorCode.contactExists] })
  async create(
    @Caller() ctx: RequestContext,
    @Body() body: CreateContactDto,
  ): Promise<SuccessBody<ContactView>> {
    const envelope: Envelope<CreateContactDto> = { ctx, data: { ...body } };
    return respond(
      'Contact created.',
      await this.bus.request<ContactView>(AudienceSubject.createContact, envelope),
    );
  }

  @Get()
  @ApiKeyRoute(READ)
  @ApiOperation({ summary: 'List contacts, newest first; filters list_id, status, email' })
  @ApiEnvelope(ContactListView)
  @ApiErrors({ 422: [ErrorCode.validationError] })
  @ApiErrors(NOT_FOUND)
  async list(
    @Caller() ctx: RequestContext,
    @Query() query: ListContactsQuery,
  ): Promise<SuccessBody<ContactListView>> {
    const envelope: Envelope<ListContactsQuery> = { ctx, data: { ...query } };
    return respond(
      'Contacts retrieved.',
      await this.bus.request<ContactListView>(AudienceSubject.listContacts, envelope),
    );
  }

  @Get(':contactId')
  @ApiKeyRoute(READ)
  @ApiOperation({ summary: 'Read a contact with its lists and topics' })
  @ApiEnvelope(ContactView)
  @ApiErrors(NOT_FOUND)
  async get(
    @Caller() ctx: RequestContext,
    @Param('contactId') id: string,
  ): Promise<SuccessBody<ContactView>> {
    const envelope: Envelope<ContactRef> = { ctx, data: { contact_id: id } };
    return respond(
      'Contact retrieved.',
      await this.bus.request<ContactView>(AudienceSubject.getContact, envelope),
    );
  }

  @Patch(':contactId')
  @ApiKeyRoute(WRITE)
  @ApiOperation({ summary: 'Change a contact; no fields returns it unchanged; a status change is recorded' })
  @ApiEnvelope(ContactView)
  @ApiErrors(BODY_ERRORS)
  @ApiErrors(NOT_FOUND)
  @ApiErrors({ 409: [ErrorCode.contactExists] })
  async update(
    @Caller() ctx: RequestContext,
    @Param('contactId') id: string,
    @Body() body: UpdateContactDto,
  ): Promise<SuccessBody<ContactView>> {
    const envelope: Envelope<UpdateContactRequest> = { ctx, data: { contact_id: id, changes: { ...body } } };
    return respond(
      'Contact updated.',
      await this.bus.request<ContactView>(AudienceSubject.updateContact, envelope),
    );
  }

  @Delete(':contactId')
  @ApiKeyRoute(WRITE)
  @ApiOperation({ summary: 'Delete a contact' })
  @ApiMessage()
  @ApiErrors(NOT_FOUND)
  async delete(@Caller() ctx: RequestContext, @Param('contactId') id: string): Promise<{ message: string }> {
    const envelope: Envelope<ContactRef> = { ctx, data: { contact_id: id } };
    await this.bus.request(AudienceSubject.deleteContact, envelope);
    return { message: 'Contact deleted.' };
  }

  @Post(':contactId/lists/:listId')
  @ApiKeyRoute(WRITE)
  @ApiOperation({ summary: 'Add a contact to a list: 201 when new, 200 when it already was a member' })
  @ApiMessage({ status: 201, description: 'Added to the list' })
  @ApiMessage({ description: 'It already was a member' })
  @ApiErrors(NOT_FOUND)
  async addToList(
    @Caller() ctx: RequestContext,
    @Param('contactId') contactId: string,
    @Param('listId') listId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ message: string }> {
    const envelope: Envelope<ListMembershipRef> = { ctx, data: { contact_id: contactId, list_id: listId } };
    const outcome = await this.bus.request<MembershipOutcome>(AudienceSubject.addToList, envelope);
    void reply.status(outcome.created ? 201 : 200);
    return { message: outcome.created ? 'Contact added to the list.' : 'Contact already in the list.' };
  }

  @Delete(':contactId/lists/:listId')
  @HttpCode(204)
  @ApiKeyRoute(WRITE)
  @ApiOperation({ summary: 'Remove a contact from a list: 204 whether or not it was a member' })
  @ApiNoContent()
  @ApiErrors(NOT_FOUND)
  async removeFromList(
    @Caller() ctx: RequestContext,
    @Param('contactId') contactId: string,
    @Param('listId') listId: string,
  ): Promise<void> {
    const envelope: Envelope<ListMembershipRef> = { ctx, data: { contact_id: contactId, list_id: listId } };
    await this.bus.request(AudienceSubject.removeFromList, envelope);
  }

  @Post(':contactId/topics/:topicId')
  @ApiKeyRoute(WRITE)
  @ApiOperation({ summary: 'Subscribe a contact to a topic: 201 when new, 200 when already subscribed' })
  @ApiMessage({ status: 201, description: 'Subscribed' })
  @ApiMessage({ description: 'It already was subscribed' })
  @ApiErrors(NOT_FOUND)
  async subscribe(
    @Caller() ctx: RequestContext,
    @Param('contactId') contactId: string,
    @Param('topicId') topicId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ message: string }> {
    const envelope: Envelope<TopicSubscriptionRef> = {
      ctx,
      data: { contact_id: contactId, topic_id: topicId },
    };
    const outcome = await this.bus.request<MembershipOutcome>(AudienceSubject.subscribeTopic, envelope);
    void reply.status(outcome.created ? 201 : 200);
    return { message: outcome.created ? 'Contact subscribed to the topic.' : 'Contact already subscribed.' };
  }

  @Delete(':contactId/topics/:topicId')
  @HttpCode(204)
  @ApiKeyRoute(WRITE)
  @ApiOperation({ summary: 'Unsubscribe a contact from a topic: 204 whether or not it was subscribed' })
  @ApiNoContent()
  @ApiErrors(NOT_FOUND)
  async unsubscribe(
    @Caller() ctx: RequestContext,
    @Param('contactId') contactId: string,
    @Param('topicId') topicId: string,
  ): Promise<void> {
    const envelope: Envelope<TopicSubscriptionRef> = {
      ctx,
      data: { contact_id: contactId, topic_id: topicId },
    };
    await this.bus.request(AudienceSubject.unsubscribeTopic, envelope);
  }
}
