import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AudienceSubject,
  DefinePropertyDto,
  Envelope,
  ErrorCode,
  MAX_PROPERTIES_PER_TEAM,
  PropertyListView,
  PropertyRef,
  PropertyView,
  RequestContext,
  Scope,
} from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { Caller } from '../access/request-context.decorator';
import { ApiKeyRoute } from '../access/route-policy';
import { respond, SuccessBody } from '../http/respond';
import { ApiEnvelope, ApiErrors, ApiMessage, BODY_ERRORS, NOT_FOUND } from '../http/api-docs';

const READ = { scope: Scope.audienceRead, sandbox: 'allowed' } as const;
const WRITE = { scope: Scope.audienceWrite, sandbox: 'restricted' } as const;

@ApiTags('Audience')
@Controller('audience/properties')
export class AudiencePropertiesController {
  constructor(private readonly bus: BusClient) {}

  @Post()
  @HttpCode(201)
  @ApiKeyRoute(WRITE)
  @ApiOperation({
    summary: 'Define a contact property: key and type (string, number, boolean, date)',
    description:
      `A team defines at most ${MAX_PROPERTIES_PER_TEAM} properties: ` +
      'one more is 422 validation_error, errors.key.',
  })
  @ApiEnvelope(PropertyView, { status: 201 })
  @ApiErrors(BODY_ERRORS)
  @ApiErrors({ 409: [ErrorCode.propertyExists] })
  async define(
    @Caller() ctx: RequestContext,
    @Body() body: DefinePropertyDto,
  ): Promise<SuccessBody<PropertyView>> {
    const envelope: Envelope<DefinePropertyDto> = { ctx, data: { ...body } };
    return respond(
      'Property defined.',
      await this.bus.request<PropertyView>(AudienceSubject.defineProperty, envelope),
    );
  }

  @Get()
  @ApiKeyRoute(READ)
  @ApiOperation({ summary: 'List the property definitions, by key' })
  @ApiEnvelope(PropertyListView)
  async list(@Caller() ctx: RequestContext): Promise<SuccessBody<PropertyListView>> {
    const envelope: Envelope<Record<string, never>> = { ctx, data: {} };
    return respond(
      'Properties retrieved.',
      await this.bus.request<PropertyListView>(AudienceSubject.listProperties, envelope),
    );
  }

  @Delete(':key')
  @ApiKeyRoute(WRITE)
  @ApiOperation({
    summary:
      "Delete a property definition and the contacts' values of it; 409 property_in_use while a segment uses it",
  })
  @ApiMessage()
  @ApiErrors(NOT_FOUND)
  @ApiErrors({ 409: [ErrorCode.propertyInUse] })
  async delete(@Caller() ctx: RequestContext, @Param('key') key: string): Promise<{ message: string }> {
    const envelope: Envelope<PropertyRef> = { ctx, data: { key } };
    await this.bus.request(AudienceSubject.deleteProperty, envelope);
    return { message: 'Property deleted.' };
  }
}
