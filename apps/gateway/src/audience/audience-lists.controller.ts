import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AudienceListListView,
  AudienceListView,
  PageQuery,
  AudienceSubject,
  CreateListDto,
  DeletedListsView,
  DeleteListsDto,
  Envelope,
  ErrorCode,
  ListRef,
  MAX_LISTS_PER_TEAM,
  RequestContext,
  Scope,
  UpdateListDto,
  UpdateListRequest,
} from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { Caller } from '../access/request-context.decorator';
import { ApiKeyRoute } from '../access/route-policy';
import { respond, SuccessBody } from '../http/respond';
import {
  ApiEnvelope,
  ApiErrors,
  ApiMessage,
  ApiRequestExample,
  BODY_ERRORS,
  NOT_FOUND,
} from '../http/api-docs';
import { LISTS_DELETION_EXAMPLE } from '../http/request-examples';

const READ = { scope: Scope.audienceRead, sandbox: 'allowed' } as const;
const WRITE = { scope: Scope.audienceWrite, sandbox: 'restricted' } as const;

@ApiTags('Audience')
@Controller('audience/lists')
export class AudienceListsController {
  constructor(private readonly bus: BusClient) {}

  @Post()
  @HttpCode(201)
  @ApiKeyRoute(WRITE)
  @ApiOperation({
    summary: 'Create a list',
    description:
      `A team has at most ${MAX_LISTS_PER_TEAM.toLocaleString('en-US')} lists: ` +
      'one more is 422 validation_error, errors.name.',
  })
  @ApiEnvelope(AudienceListView, { status: 201 })
  @ApiErrors(BODY_ERRORS)
  async create(
    @Caller() ctx: RequestContext,
    @Body() body: CreateListDto,
  ): Promise<SuccessBody<AudienceListView>> {
    const envelope: Envelope<CreateListDto> = { ctx, data: { ...body } };
    return respond(
      'List created.',
      await this.bus.request<AudienceListView>(AudienceSubject.createList, envelope),
    );
  }

  @Get()
  @ApiKeyRoute(READ)
  @ApiOperation({ summary: 'List lists, newest first' })
  @ApiEnvelope(AudienceListListView)
  @ApiErrors({ 422: [ErrorCode.validationError] })
  async list(
    @Caller() ctx: RequestContext,
    @Query() query: PageQuery,
  ): Promise<SuccessBody<AudienceListListView>> {
    const envelope: Envelope<PageQuery> = { ctx, data: { ...query } };
    return respond(
      'Lists retrieved.',
      await this.bus.request<AudienceListListView>(AudienceSubject.listLists, envelope),
    );
  }

  @Delete('bulk')
  @ApiRequestExample(LISTS_DELETION_EXAMPLE)
  @ApiKeyRoute(WRITE)
  @ApiOperation({
    summary:
      'Delete 1 to 50 lists of the team at once; 409 list_in_use (nothing deleted) if a segment is restricted to one',
  })
  @ApiEnvelope(DeletedListsView)
  @ApiErrors(BODY_ERRORS)
  @ApiErrors(NOT_FOUND)
  @ApiErrors({ 409: [ErrorCode.listInUse] })
  async deleteMany(
    @Caller() ctx: RequestContext,
    @Body() body: DeleteListsDto,
  ): Promise<SuccessBody<DeletedListsView>> {
    const envelope: Envelope<DeleteListsDto> = { ctx, data: { ...body } };
    return respond(
      'Lists deleted.',
      await this.bus.request<DeletedListsView>(AudienceSubject.deleteLists, envelope),
    );
  }

  @Get(':listId')
  @ApiKeyRoute(READ)
  @ApiOperation({ summary: 'Read a list with its contact count' })
  @ApiEnvelope(AudienceListView)
  @ApiErrors(NOT_FOUND)
  async get(
    @Caller() ctx: RequestContext,
    @Param('listId') id: string,
  ): Promise<SuccessBody<AudienceListView>> {
    const envelope: Envelope<ListRef> = { ctx, data: { list_id: id } };
    return respond(
      'List retrieved.',
      await this.bus.request<AudienceListView>(AudienceSubject.getList, envelope),
    );
  }

  @Patch(':listId')
  @ApiKeyRoute(WRITE)
  @ApiOperation({ summary: 'Rename a list or change its description' })
  @ApiEnvelope(AudienceListView)
  @ApiErrors(BODY_ERRORS)
  @ApiErrors(NOT_FOUND)
  async update(
    @Caller() ctx: RequestContext,
    @Param('listId') id: string,
    @Body() body: UpdateListDto,
  ): Promise<SuccessBody<AudienceListView>> {
    const envelope: Envelope<UpdateListRequest> = { ctx, data: { list_id: id, changes: { ...body } } };
    return respond(
      'List updated.',
      await this.bus.request<AudienceListView>(AudienceSubject.updateList, envelope),
    );
  }

  @Delete(':listId')
  @ApiKeyRoute(WRITE)
  @ApiOperation({
    summary: 'Delete a list (its contacts stay); 409 list_in_use if a segment is restricted to it',
  })
  @ApiMessage()
  @ApiErrors(NOT_FOUND)
  @ApiErrors({ 409: [ErrorCode.listInUse] })
  async delete(@Caller() ctx: RequestContext, @Param('listId') id: string): Promise<{ message: string }> {
    const envelope: Envelope<ListRef> = { ctx, data: { list_id: id } };
    await this.bus.request(AudienceSubject.deleteList, envelope);
    return { message: 'List deleted.' };
  }
}
