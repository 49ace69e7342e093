import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreateDomainDto,
  DomainCreatedView,
  DomainDetailView,
  DomainListView,
  DomainRef,
  DomainSubject,
  DomainVerifyView,
  Envelope,
  ErrorCode,
  RequestContext,
  Scope,
} from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { Caller } from '../access/request-context.decorator';
import { ApiKeyRoute } from '../access/route-policy';
import { respond, SuccessBody } from '../http/respond';
import { ApiEnvelope, ApiErrors, ApiMessage, BODY_ERRORS, NOT_FOUND } from '../http/api-docs';

// DNS look-ups of several records, each with its own resolver timeout.
const VERIFY_TIMEOUT_MS = 15_000;

@ApiTags('Domains')
@Controller('domains')
export class DomainsController {
  constructor(private readonly bus: BusClient) {}

  @Post()
  @HttpCode(200)
  @ApiKeyRoute({ scope: Scope.domainsWrite, sandbox: 'restricted' })
  @ApiOperation({ summary: 'Register a sending domain; publish its DNS records, then verify it' })
  @ApiEnvelope(DomainCreatedView)
  @ApiErrors(BODY_ERRORS)
  @ApiErrors({ 409: [ErrorCode.domainExists] })
  async create(
    @Caller() ctx: RequestContext,
    @Body() body: CreateDomainDto,
  ): Promise<SuccessBody<DomainCreatedView>> {
    const envelope: Envelope<CreateDomainDto> = { ctx, data: { domain: body.domain } };
    return respond(
      'Domain created.',
      await this.bus.request<DomainCreatedView>(DomainSubject.create, envelope),
    );
  }

  @Get()
  @ApiKeyRoute({ scope: Scope.domainsRead, sandbox: 'allowed' })
  @ApiOperation({ summary: 'List the sending domains of the team' })
  @ApiEnvelope(DomainListView)
  async list(@Caller() ctx: RequestContext): Promise<SuccessBody<DomainListView>> {
    return respond(
      'Domains retrieved.',
      await this.bus.request<DomainListView>(DomainSubject.list, { ctx, data: {} }),
    );
  }

  @Get(':domain')
  @ApiKeyRoute({ scope: Scope.domainsRead, sandbox: 'allowed' })
  @ApiOperation({ summary: 'Read a sending domain and the DNS records it needs' })
  @ApiEnvelope(DomainDetailView)
  @ApiErrors(NOT_FOUND)
  async get(
    @Caller() ctx: RequestContext,
    @Param('domain') domain: string,
  ): Promise<SuccessBody<DomainDetailView>> {
    const envelope: Envelope<DomainRef> = { ctx, data: { domain } };
    return respond(
      'Domain retrieved.',
      await this.bus.request<DomainDetailView>(DomainSubject.get, envelope),
    );
  }

  @Post(':domain/verify')
  @HttpCode(200)
  @ApiKeyRoute({ scope: Scope.domainsWrite, sandbox: 'restricted' })
  @ApiOperation({ summary: 'Check the DKIM, SPF, DMARC and tracking CNAME records now' })
  @ApiEnvelope(DomainVerifyView)
  @ApiErrors(NOT_FOUND)
  async verify(
    @Caller() ctx: RequestContext,
    @Param('domain') domain: string,
  ): Promise<SuccessBody<DomainVerifyView>> {
    const envelope: Envelope<DomainRef> = { ctx, data: { domain } };
    const result = await this.bus.request<DomainVerifyView>(DomainSubject.verify, envelope, {
      timeoutMs: VERIFY_TIMEOUT_MS,
    });
    return respond('Domain verification completed.', result);
  }

  @Delete(':domain')
  @ApiKeyRoute({ scope: Scope.domainsWrite, sandbox: 'restricted' })
  @ApiOperation({ summary: 'Delete a sending domain' })
  @ApiMessage()
  @ApiErrors(NOT_FOUND)
  async remove(@Caller() ctx: RequestContext, @Param('domain') domain: string): Promise<{ message: string }> {
    const envelope: Envelope<DomainRef> = { ctx, data: { domain } };
    await this.bus.request(DomainSubject.delete, envelope);
    return { message: 'Domain deleted.' };
  }
}
